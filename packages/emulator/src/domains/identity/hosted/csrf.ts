import { timingSafeEqual } from 'node:crypto';
import { hashSecret, newSecret } from '../../../ids.js';
import type { RouteContext } from '../../../routing/types.js';
import type { RedirectSessionRecord } from '../types.js';

/**
 * The hosted forms' anti-forgery fields: the hidden form field, and the cookie that ties a token to
 * the browser it was given to (`Path=/_emulator/hosted`, HttpOnly).
 */
export const CSRF_FIELD = 'csrf';
export const CSRF_COOKIE = 'fd_csrf';

// Tokens kept per redirect session (each page render issues one; several tabs may be open).
const MAX_TOKENS = 10;

// The browser id given to a request that came without one: a page with several forms (a checkout's
// sign-in and its booking form) binds all their tokens to the one cookie it sets.
const givenTo = new WeakMap<Request, string>();

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

function binding(browser: string, subject: string | undefined): string {
  return hashSecret(`${browser}\n${subject ?? ''}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A fresh anti-forgery token for a form of `session`'s hosted page, bound to that redirect session,
 * to this browser (the `fd_csrf` cookie, set here when the browser has none) and to `subject` (e.g.
 * the member a checkout charges). Put `token` in the form's {@link CSRF_FIELD} field and `headers`
 * on the response. Only hashes are stored.
 */
export function issueCsrfToken(
  ctx: RouteContext,
  session: RedirectSessionRecord,
  subject?: string,
): { token: string; headers: Record<string, string> } {
  let browser = cookieValue(ctx.request, CSRF_COOKIE);
  const headers: Record<string, string> = {};
  if (!browser || !/^fd_cb_[A-Za-z0-9_-]{43}$/.test(browser)) {
    browser = givenTo.get(ctx.request);
    if (!browser) {
      browser = newSecret('fd_cb_');
      givenTo.set(ctx.request, browser);
      headers['set-cookie'] = `${CSRF_COOKIE}=${browser}; Path=/_emulator/hosted; HttpOnly; SameSite=Lax`;
    }
  }
  const token = newSecret('fd_cs_');
  const entries = [...(session.csrf ?? []), { tokenHash: hashSecret(token), bindingHash: binding(browser, subject) }];
  session.csrf = entries.slice(-MAX_TOKENS);
  ctx.store.markDirty();
  return { token, headers };
}

/**
 * Whether a hosted form POST carries a token this redirect session issued to this browser (its
 * `fd_csrf` cookie) for `subject`. A POST without the cookie (e.g. from another site's page or a
 * script), without the field, or with a token of another session, browser or member is refused.
 */
export function checkCsrfToken(ctx: RouteContext, session: RedirectSessionRecord, token: unknown, subject?: string): boolean {
  const browser = cookieValue(ctx.request, CSRF_COOKIE);
  if (!browser || typeof token !== 'string' || token === '') return false;
  const tokenHash = hashSecret(token);
  const bindingHash = binding(browser, subject);
  return (session.csrf ?? []).some((entry) => sameHash(entry.tokenHash, tokenHash) && sameHash(entry.bindingHash, bindingHash));
}
