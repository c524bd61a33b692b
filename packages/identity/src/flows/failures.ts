import { isApiError, isValidationError, type ApiError, type FieldViolation } from '@frontdesk/core';
import type { FailureState, LoginErrorCode } from './login-state.js';

/**
 * The platform's numeric identity codes the flows branch on (sent as strings).
 *
 * @example
 * ```ts
 * if (isApiError(error) && error.code === IDENTITY_ERROR_CODES.invalidPassword) showWrongPassword();
 * ```
 */
export const IDENTITY_ERROR_CODES = {
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
} as const;

const NUMERIC_CODE = /^-\d+$/;

/**
 * True when a failed sign-in call is the user's problem (wrong password, taken email, bad input) and
 * becomes a FAILURE result. Network errors, timeouts, 5xx, throttling and refused credentials are not:
 * they are thrown as typed errors, so they are never shown as "wrong password".
 */
export function isSignInRefusal(error: unknown): error is ApiError {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return false;
  if (NUMERIC_CODE.test(error.code) || isValidationError(error)) return true;
  return error.status !== 401 && error.status !== 403 && error.status !== 408 && error.status !== 429;
}

function emailViolation(error: ApiError): FieldViolation | undefined {
  if (!isValidationError(error)) return undefined;
  return error.fieldViolations.find((v) => {
    const type = typeof v.data === 'object' && v.data !== null ? (v.data as { type?: unknown }).type : undefined;
    return type === 'EMAIL' || v.field === 'loginId.email';
  });
}

/**
 * Text for the member: the platform's description of an application error ("Wrong email or
 * password"), or each field violation as "<field> <description>", rather than the developer-facing
 * message with codes and `INVALID_ARGUMENT`.
 */
function readable(error: ApiError): string {
  if (isValidationError(error) && error.fieldViolations.length > 0) {
    return error.fieldViolations.map((v) => `${v.field.split('.').pop() || 'input'} ${v.description}`).join('; ');
  }
  return error.description || error.message;
}

function failure(error: ApiError, text: string, errorCode?: LoginErrorCode): FailureState {
  return {
    loginState: 'FAILURE',
    error: text || 'Sign-in failed',
    ...(errorCode ? { errorCode } : {}),
    platformCode: error.code,
    ...(error.requestId ? { requestId: error.requestId } : {}),
  };
}

/** The platform codes a flow reports as an `errorCode`, by the name in {@link IDENTITY_ERROR_CODES}. */
type CodeName = keyof typeof IDENTITY_ERROR_CODES;
const REGISTER_CODES: readonly CodeName[] = ['missingCaptchaToken', 'emailAlreadyExists', 'invalidCaptchaToken'];
const LOGIN_CODES: readonly CodeName[] = ['missingCaptchaToken', 'invalidCaptchaToken', 'invalidPassword', 'resetPassword'];

/** The name of the error's platform code among `names`, or `undefined`. */
function codeName(error: ApiError, names: readonly CodeName[]): CodeName | undefined {
  return names.find((name) => IDENTITY_ERROR_CODES[name] === error.code);
}

/**
 * The FAILURE of a refused registration (seed section 8): an EMAIL field violation is `invalidEmail`
 * with the violation's description; -19971, -19995 and -19970 have their codes; anything else keeps the
 * message without a code.
 */
export function registerFailure(error: ApiError): FailureState {
  const violation = emailViolation(error);
  if (violation) return failure(error, violation.description, 'invalidEmail');
  return failure(error, readable(error), codeName(error, REGISTER_CODES));
}

/**
 * The FAILURE of a refused login (seed section 8): -19971, -19970, -19976 and -19973 have their
 * codes; anything else is `invalidEmail`. A validation error is a FAILURE too (the official SDK threw a
 * TypeError there).
 */
export function loginFailure(error: ApiError): FailureState {
  const code = codeName(error, LOGIN_CODES);
  if (code) return failure(error, readable(error), code);
  return failure(error, emailViolation(error)?.description ?? readable(error), 'invalidEmail');
}

/** The FAILURE of a refused verification code: the message, the platform code, no `errorCode`. */
export function verificationFailure(error: ApiError): FailureState {
  return failure(error, readable(error));
}
