import type { CaptchaToken } from './types.js';

/**
 * The platform's public reCAPTCHA site key for the invisible widget. Render the widget with it and
 * pass its token as `captchaTokens.invisibleRecaptchaToken` to `register` or `login`. (A site key is
 * public by design; it only identifies the widget.)
 *
 * @example
 * ```ts
 * grecaptcha.render(container, { sitekey: CAPTCHA_INVISIBLE_SITE_KEY, size: 'invisible', callback: onToken });
 * ```
 */
export const CAPTCHA_INVISIBLE_SITE_KEY = '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v';

/**
 * The platform's public reCAPTCHA site key for the visible ("I'm not a robot") widget; its token goes
 * in `captchaTokens.recaptchaToken`.
 *
 * @example
 * ```ts
 * grecaptcha.render(container, { sitekey: CAPTCHA_VISIBLE_SITE_KEY, callback: onToken });
 * ```
 */
export const CAPTCHA_VISIBLE_SITE_KEY = '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy';

/**
 * Captcha tokens for `register` and `login`: the widgets' tokens by name (as the official SDK takes
 * them), or the platform's token objects as they go on the wire.
 *
 * @example
 * ```ts
 * await login(client, { email, password, captchaTokens: { recaptchaToken: token } });
 * ```
 */
export type CaptchaTokens = { recaptchaToken?: string | undefined; invisibleRecaptchaToken?: string | undefined } | CaptchaToken[];

/** `{ recaptchaToken, invisibleRecaptchaToken }` -> `[{ Recaptcha, InvisibleRecaptcha }]` (one element, as the platform's SDK sends). */
export function toWireCaptchaTokens(tokens: CaptchaTokens | undefined): CaptchaToken[] | undefined {
  if (tokens === undefined || tokens === null) return undefined;
  if (Array.isArray(tokens)) return tokens;
  const token: CaptchaToken = {};
  if (tokens.recaptchaToken) token.Recaptcha = tokens.recaptchaToken;
  if (tokens.invisibleRecaptchaToken) token.InvisibleRecaptcha = tokens.invisibleRecaptchaToken;
  return Object.keys(token).length > 0 ? [token] : undefined;
}
