import { applicationError, type PlatformError } from '../../errors.js';

/**
 * The numeric identity error codes the SDKs branch on (platform-rules §7.6), sent as strings in
 * `details.applicationError.code`.
 */
export const IdentityErrorCode = {
  UNKNOWN_ACCOUNT: '-19999',
  EMAIL_EXISTS: '-19995',
  INVALID_SESSION: '-19984',
  ACCESS_DENIED: '-19980',
  WRONG_PASSWORD: '-19976',
  RESET_PASSWORD: '-19973',
  RECOVERY_TOKEN_INVALID: '-19972',
  CAPTCHA_REQUIRED: '-19971',
  CAPTCHA_INVALID: '-19970',
} as const;

const TEXT: Record<string, [status: number, description: string]> = {
  '-19999': [401, "The email doesn't match any account"],
  '-19995': [409, 'An account with this email already exists'],
  '-19984': [401, 'The session token is invalid or has expired'],
  '-19980': [403, 'Access denied by the site owner'],
  '-19976': [401, 'Wrong email or password'],
  '-19973': [401, 'The password was reset and must be changed'],
  '-19972': [400, 'The recovery token is invalid or has expired'],
  '-19971': [400, 'A captcha token is required'],
  '-19970': [400, 'The captcha token is invalid'],
};

/**
 * An identity application error: code `'-19976'` etc., message `"<description> (<code>)"`, status
 * 400 for input problems (captcha, recovery token), 401 for failed authentication, 403 for a
 * blocked account, 409 for an email that exists.
 */
export function identityError(code: string, status?: number, description?: string): PlatformError {
  const [defaultStatus, defaultDescription] = TEXT[code] ?? [400, 'Identity error'];
  const text = description ?? defaultDescription;
  return applicationError(status ?? defaultStatus, code, text, {}, `${text} (${code})`);
}

/**
 * The captcha token the emulator accepts when captcha is required (any other token is invalid).
 */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-ok';

/**
 * Enforces the site's captcha setting on register/login bodies: no token → `-19971`; tokens but
 * none equal to {@link TEST_CAPTCHA_TOKEN} → `-19970`. Does nothing when captcha is off.
 */
export function checkCaptcha(required: boolean, captchaTokens: unknown): void {
  if (!required) return;
  const values = (Array.isArray(captchaTokens) ? captchaTokens : [])
    .flatMap((token) => (token && typeof token === 'object' ? Object.values(token as Record<string, unknown>) : [token]))
    .filter((value): value is string => typeof value === 'string' && value !== '');
  if (values.length === 0) throw identityError(IdentityErrorCode.CAPTCHA_REQUIRED);
  if (!values.includes(TEST_CAPTCHA_TOKEN)) throw identityError(IdentityErrorCode.CAPTCHA_INVALID);
}
