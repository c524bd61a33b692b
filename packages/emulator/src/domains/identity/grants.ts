import { findApiKey } from '../../auth/api-keys.js';
import type { GrantHandler } from '../../auth/grants.js';
import { oauthError } from '../../auth/oauth-error.js';
import type { TokenRecord } from '../../state/types.js';
import { newId } from '../../ids.js';
import { getMember } from '../members/api.js';
import { CODE_VERIFIER_PATTERN, findAuthCode, verifyPkce } from './auth-codes.js';
import { isRegisteredOrigin, isRegisteredRedirectUri } from './redirect-targets.js';
import { findSession } from './secrets.js';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * `grantType: 'authorization_code'` `{ clientId, code, codeVerifier, redirectUri }`: the PKCE
 * exchange. The code is single use (a replay also revokes the tokens it gave), expires after 10
 * minutes, and is bound to its client id and redirect URI (the same string, still registered for
 * the client; a code of a `web_message` request without `redirectUri` is exchanged without one, and
 * its origin must still be registered); `S256(codeVerifier)` must equal the stored challenge. Answers member tokens (role member, the member id as subject).
 */
export const authorizationCodeGrant: GrantHandler = ({ body, client, tokens, store, clock }) => {
  if (!client) throw oauthError('invalid_client', 'Unknown OAuth client id');
  const code = text(body.code);
  const verifier = text(body.codeVerifier ?? body.code_verifier);
  const redirectUri = text(body.redirectUri ?? body.redirect_uri);
  if (!code) throw oauthError('invalid_request', 'code is required');
  if (!verifier) throw oauthError('invalid_request', 'codeVerifier is required');
  if (!CODE_VERIFIER_PATTERN.test(verifier)) {
    throw oauthError('invalid_request', 'codeVerifier must be 43 to 128 characters of letters, digits and - . _ ~');
  }
  const now = clock.now().getTime();
  const record = findAuthCode(store.data, code);
  if (!record || record.expiresAt <= now) throw oauthError('invalid_grant', 'The authorization code is unknown or has expired');
  if (record.usedAt !== undefined) {
    // RFC 6749 §4.1.2: a replayed code should revoke what it gave.
    if (record.familyId) tokens.revokeFamily(record.familyId);
    throw oauthError('invalid_grant', 'The authorization code was already used');
  }
  // Any attempt uses the code up, so a wrong verifier cannot be retried.
  store.mutate(() => {
    record.usedAt = now;
  });
  if (record.clientId !== client.id) throw oauthError('invalid_grant', 'The authorization code was issued to another client');
  if (redirectUri !== record.redirectUri) throw oauthError('invalid_grant', 'redirectUri does not match the authorization request');
  // Checked again here: the registration may have changed since the code was issued. A code of a
  // web_message request without redirectUri is bound to the (registered) origin it was posted to.
  const registered =
    record.redirectUri === undefined ? isRegisteredOrigin(client, record.webMessageOrigin) : isRegisteredRedirectUri(client, redirectUri);
  if (!registered) {
    throw oauthError('invalid_grant', 'redirectUri is not registered for this OAuth client');
  }
  if (!verifyPkce(verifier, record.codeChallenge)) throw oauthError('invalid_grant', 'codeVerifier does not match the code challenge');
  const member = getMember(store.data, record.memberId);
  if (member?.status !== 'APPROVED') throw oauthError('invalid_grant', 'The member can no longer sign in');
  const familyId = newId();
  const pair = tokens.issue({
    role: 'member',
    clientId: client.id,
    memberId: member.id,
    familyId,
    ...(record.visitorId ? { visitorId: record.visitorId } : {}),
  });
  store.mutate(() => {
    record.familyId = familyId;
  });
  return pair;
};

/**
 * `grant_type: 'authorized_client'` `{ member_id, scope?, session_token? }` (external login): member
 * tokens for `member_id`, with `Authorization: <access token>,<api key>` where the API key is an
 * admin key of this site (a `wix-site-id` header, when sent, must match), or with a live
 * `session_token` of that member (from signOn/loginV2). The client is `clientId` when sent, else
 * the access token's client, else the site's only OAuth client.
 */
export const authorizedClientGrant: GrantHandler = ({ body, request, tokens, store, clock }) => {
  const header = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const parts = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const apiKey = parts.map((part) => findApiKey(store, part)).find(Boolean);
  const siteId = request.headers.get('wix-site-id');
  if (apiKey && siteId && siteId !== store.data.site.id)
    throw oauthError('invalid_client', 'The wix-site-id header does not match the API key');
  let access: TokenRecord | undefined;
  for (const part of parts) {
    const found = tokens.lookupAccess(part);
    if (found.status === 'valid') access = found.record;
  }

  const memberId = text(body.member_id ?? body.memberId);
  const sessionToken = body.session_token ?? body.sessionToken;
  if (!memberId) throw oauthError('invalid_request', 'member_id is required');
  if (sessionToken !== undefined) {
    const session = findSession(store.data, sessionToken, clock.now());
    if (!session || session.memberId !== memberId)
      throw oauthError('invalid_grant', 'The session token is invalid or belongs to another member');
  } else if (!apiKey) {
    throw oauthError('invalid_client', 'authorized_client needs "Authorization: <access token>,<admin API key>" or a session_token');
  }

  const clients = store.data.oauthClients;
  const clientId = text(body.clientId ?? body.client_id) ?? access?.clientId ?? (clients.length === 1 ? clients[0]!.id : undefined);
  const client = tokens.client(clientId);
  if (!client) throw oauthError('invalid_client', 'Unknown OAuth client id');
  const member = getMember(store.data, memberId);
  if (!member) throw oauthError('invalid_grant', 'Unknown member');
  if (member.status !== 'APPROVED') throw oauthError('invalid_grant', 'The member can not sign in (not approved)');
  return tokens.issue({
    role: 'member',
    clientId: client.id,
    memberId: member.id,
    ...(access ? { visitorId: access.visitorId } : {}),
  });
};
