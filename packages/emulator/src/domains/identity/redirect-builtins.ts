import type { FieldViolation } from '../../errors.js';
import { hashSecret } from '../../ids.js';
import { CODE_CHALLENGE_PATTERN } from './auth-codes.js';
import type { RedirectKind } from './redirect-kinds.js';
import { safeRedirectUrl } from './redirect-sessions.js';
import { isRegisteredOrigin, isRegisteredRedirectUri } from './redirect-targets.js';

/**
 * Where the hosted login and logout pages live (on the emulator's origin).
 */
export const HOSTED_LOGIN_PATH = '/_emulator/hosted/login';
export const HOSTED_LOGOUT_PATH = '/_emulator/hosted/logout';

/**
 * Where the intents whose platform page the emulator does not host (`bookingsBook`,
 * `memberAccountPage`) lead: a redirect to the app's nearest page (see {@link NEAREST_PAGES}).
 */
export const HOSTED_CONTINUE_PATH = '/_emulator/hosted/continue';

/**
 * How the authorization result goes back to the app.
 */
export type ResponseMode = 'fragment' | 'query' | 'web_message';

/**
 * An authorization request as kept on an `auth` redirect session (`data.authRequest`).
 */
export interface AuthRequest {
  clientId: string;
  /** Left out by a `web_message` request without one (the SDK's direct login): see `webMessageOrigin`. */
  redirectUri?: string;
  /** For a `web_message` request without `redirectUri`: the requesting page's (registered) origin. */
  webMessageOrigin?: string;
  responseMode: ResponseMode;
  codeChallenge: string;
  scope?: string;
  state?: string;
  /** The hash of the `sessionToken` sent with the request (prompt none). */
  sessionTokenHash?: string;
  prompt: 'login' | 'none';
}

/**
 * The origin of the page that sent a request: its `Origin` header, else the origin of its `Referer`,
 * else `undefined` (also for `Origin: null`).
 */
export function requestOrigin(request: Request): string | undefined {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (!value || value === 'null') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next header
    }
  }
  return undefined;
}

function optionalString(value: unknown, field: string, violations: FieldViolation[]): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    violations.push({ field, description: 'must be a string', data: {} });
    return undefined;
  }
  return value;
}

/**
 * `auth`: an OAuth authorization request with PKCE (`authRequest { clientId, redirectUri,
 * codeChallenge, codeChallengeMethod: 'S256', responseType: 'code', responseMode, scope, state,
 * sessionToken? }`, `prompt: 'login' | 'none'`). `redirectUri` must be one of the client's
 * registered redirect URIs (exact match; a client with none registered gets no code).
 * `responseMode` defaults to `query` (the server default; the SDKs always send one); `web_message`
 * takes an http(s) `redirectUri` and posts to its origin. Like the platform, a `web_message` request
 * may leave `redirectUri` out (the official SDK's direct login does): the code then goes to the
 * requesting page's origin (`Origin` header, else `Referer`), which must be the origin of one of
 * the client's registered http(s) redirect URIs. Opens the hosted login page.
 */
export const authKind: RedirectKind = {
  key: 'auth',
  create({ intent, route, fail }) {
    const violations: FieldViolation[] = [];
    const raw = intent.authRequest;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail([{ field: 'auth.authRequest', description: 'is required' }]);
    const request = raw as Record<string, unknown>;
    const field = (name: string) => `auth.authRequest.${name}`;

    const client = route.services.tokens.client(request.clientId);
    if (!client) violations.push({ field: field('clientId'), description: 'must be a known OAuth client id', data: {} });
    const responseMode = (request.responseMode ?? 'query') as ResponseMode;
    if (!['fragment', 'query', 'web_message'].includes(responseMode)) {
      violations.push({ field: field('responseMode'), description: 'must be fragment, query or web_message', data: {} });
    }
    const redirectUri = request.redirectUri;
    const originOnly = responseMode === 'web_message' && (redirectUri === undefined || redirectUri === null || redirectUri === '');
    const webMessageOrigin = originOnly ? requestOrigin(route.request) : undefined;
    if (originOnly) {
      if (client && !isRegisteredOrigin(client, webMessageOrigin)) {
        // Same refusal as an unregistered redirect URI: no code for a page the app did not register.
        const description =
          'is not registered for this OAuth client (register the exact URI: POST /_emulator/oauth-clients/{clientId}/redirect-uris)';
        violations.push({ field: field('redirectUri'), description, data: {} });
      }
    } else if (!safeRedirectUrl(redirectUri, responseMode === 'web_message')) {
      violations.push({ field: field('redirectUri'), description: 'must be an absolute URL (http or https for web_message)', data: {} });
    } else if (client && !isRegisteredRedirectUri(client, redirectUri)) {
      // Exact match only, and a client without registered URIs has none: else any page could ask
      // for a code (prompt none) for the member signed in on the hosted pages.
      const description =
        'is not registered for this OAuth client (register the exact URI: POST /_emulator/oauth-clients/{clientId}/redirect-uris)';
      violations.push({ field: field('redirectUri'), description, data: {} });
    }
    if ((request.responseType ?? 'code') !== 'code')
      violations.push({ field: field('responseType'), description: 'must be code', data: {} });
    if (request.codeChallengeMethod !== 'S256') {
      violations.push({
        field: field('codeChallengeMethod'),
        description: 'must be S256 (the only method the emulator supports)',
        data: {},
      });
    }
    if (typeof request.codeChallenge !== 'string' || !CODE_CHALLENGE_PATTERN.test(request.codeChallenge)) {
      violations.push({
        field: field('codeChallenge'),
        description: 'must be the base64url SHA-256 of the code verifier (43 characters)',
        data: {},
      });
    }
    const scope = optionalString(request.scope, field('scope'), violations);
    const state = optionalString(request.state, field('state'), violations);
    const sessionToken = optionalString(request.sessionToken, field('sessionToken'), violations);
    const prompt = String(intent.prompt ?? 'login').toLowerCase();
    if (prompt !== 'login' && prompt !== 'none') violations.push({ field: 'auth.prompt', description: 'must be login or none', data: {} });
    if (violations.length > 0) fail(violations);

    const authRequest: AuthRequest = {
      clientId: client!.id,
      ...(webMessageOrigin ? { webMessageOrigin } : { redirectUri: redirectUri as string }),
      responseMode,
      codeChallenge: request.codeChallenge as string,
      prompt: prompt as AuthRequest['prompt'],
      ...(scope ? { scope } : {}),
      ...(state ? { state } : {}),
      ...(sessionToken ? { sessionTokenHash: hashSecret(sessionToken) } : {}),
    };
    return { path: HOSTED_LOGIN_PATH, data: { authRequest } };
  },
};

/**
 * `login`: the hosted login page without OAuth; afterwards the browser goes to `callbacks.postFlowUrl`
 * (an allowed target of the caller's client, checked when the session is created).
 */
export const loginKind: RedirectKind = {
  key: 'login',
  create: () => ({ path: HOSTED_LOGIN_PATH }),
};

/**
 * `logout` `{ clientId }`: created with a member's token, it revokes that token's session (access and
 * refresh tokens) at once; the hosted logout page then ends the member's sessions and the hosted
 * cookie, and redirects to `callbacks.postFlowUrl` (an allowed target of `clientId`).
 */
export const logoutKind: RedirectKind = {
  key: 'logout',
  create({ intent, route, fail }) {
    if (intent.clientId !== undefined && !route.services.tokens.client(intent.clientId)) {
      fail([{ field: 'logout.clientId', description: 'must be a known OAuth client id' }]);
    }
    return { path: HOSTED_LOGOUT_PATH };
  },
};

/**
 * The intents the platform serves with pages of its own site that the emulator does not host: the
 * callbacks of the session that lead to the app's nearest page, in order of preference, and what the
 * platform would show.
 */
export const NEAREST_PAGES: Readonly<Record<string, { callbacks: readonly string[]; platformPage: string }>> = {
  bookingsBook: { callbacks: ['bookingsServiceListUrl', 'postFlowUrl'], platformPage: "the site's bookings page" },
  memberAccountPage: { callbacks: ['postFlowUrl'], platformPage: "the member's account page" },
};

const ACCOUNT_SECTIONS = ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'];

/**
 * `bookingsBook` `{ resourceId? }`: the platform's bookings page (for one resource). The emulator
 * sends the browser to the app's service list (`callbacks.bookingsServiceListUrl`, else
 * `postFlowUrl`) with `resourceId`.
 */
export const bookingsBookKind: RedirectKind = {
  key: 'bookingsBook',
  create({ intent, fail }) {
    const { resourceId } = intent;
    if (resourceId !== undefined && resourceId !== null && typeof resourceId !== 'string')
      fail([{ field: 'bookingsBook.resourceId', description: 'must be a string' }]);
    return { path: HOSTED_CONTINUE_PATH, data: typeof resourceId === 'string' && resourceId !== '' ? { resourceId } : {} };
  },
};

/**
 * `memberAccountPage` `{ section? }` (ACCOUNT_INFO by default, BOOKINGS, ORDERS, SUBSCRIPTIONS,
 * EVENTS): the platform's member account page. The emulator sends the browser to the app's page
 * given as `callbacks.postFlowUrl`, with `section`.
 */
export const memberAccountPageKind: RedirectKind = {
  key: 'memberAccountPage',
  create({ intent, fail }) {
    const section = intent.section ?? 'ACCOUNT_INFO';
    if (typeof section !== 'string' || !ACCOUNT_SECTIONS.includes(section)) {
      fail([{ field: 'memberAccountPage.section', description: `must be one of ${ACCOUNT_SECTIONS.join(', ')}` }]);
    }
    return { path: HOSTED_CONTINUE_PATH, data: { section } };
  },
};
