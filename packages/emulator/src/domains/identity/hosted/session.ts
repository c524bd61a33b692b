import type { PlatformError } from '../../../errors.js';

/*
 * The hosted pages' sign-in cookie, shared by the login page and the inline sign-in of other
 * domains' hosted pages (the checkouts): one member signed in per browser on the emulator's origin.
 */

/**
 * The hosted pages' sign-in cookie (a session token; `Path=/_emulator/hosted`, so other domains'
 * hosted pages, e.g. the checkout, see it too).
 */
export const SESSION_COOKIE = 'fd_session';

/** The `Set-Cookie` value that signs this browser in on the hosted pages with a session token. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/_emulator/hosted; HttpOnly; SameSite=Lax; Max-Age=86400`;
}

/**
 * The `Set-Cookie` value that removes the hosted pages' sign-in cookie.
 */
export const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/_emulator/hosted; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The session token of the request's hosted sign-in cookie, if any. */
export function cookieToken(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** A sign-in refusal as one sentence for a hosted form ("Password must be …", the identity error's text). */
export function signInErrorText(error: PlatformError): string {
  const { applicationError, validationError } = error.body.details;
  if (applicationError) return applicationError.description;
  const first = validationError?.fieldViolations[0];
  if (!first) return error.message;
  const label = first.field.includes('email') ? 'Email' : first.field.includes('code') ? 'Code' : 'Password';
  return `${label} ${first.description}`;
}
