import { oauthError } from '../../auth/oauth-error.js';
import { resolveCaller } from '../../auth/caller.js';
import type { GrantHandler } from '../../auth/grants.js';
import { jsonResponse } from '../../http/responses.js';
import type { RouteHandler } from '../../routing/types.js';

/**
 * `grantType: 'anonymous'`: a visitor token pair for a known OAuth client.
 */
export const anonymousGrant: GrantHandler = ({ client, tokens }) => {
  if (!client) throw oauthError('invalid_client', 'Unknown OAuth client id');
  return tokens.issue({ role: 'visitor', clientId: client.id });
};

/**
 * `grantType: 'refresh_token'`: rotates the refresh token and returns a new pair (same role and
 * subject). The refresh token names its client, so `clientId` may be left out, as older official
 * SDKs (1.15.x) do; when it is sent, it must be a known client and the token's own.
 */
export const refreshTokenGrant: GrantHandler = ({ client, clientId, body, tokens }) => {
  const sent = clientId !== undefined && clientId !== null && clientId !== '';
  if (sent && !client) throw oauthError('invalid_client', 'Unknown OAuth client id');
  return tokens.refresh(client?.id, body.refreshToken ?? body.refresh_token);
};

async function readTokenBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw oauthError('invalid_request', 'The request body must be JSON or form-encoded');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw oauthError('invalid_request', 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/**
 * `POST /oauth2/token`: reads the body (JSON or form), picks the grant handler by
 * `grantType`/`grant_type` and answers `{ access_token, refresh_token, expires_in }` with `cache-control: no-store`.
 */
export const tokenEndpoint: RouteHandler = async (ctx) => {
  const body = await readTokenBody(ctx.request);
  const grantType = body.grantType ?? body.grant_type;
  if (typeof grantType !== 'string' || grantType === '') throw oauthError('invalid_request', 'grantType is required');
  const handler = ctx.services.grants.get(grantType);
  if (!handler) throw oauthError('unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  const clientId = body.clientId ?? body.client_id;
  const tokens = ctx.services.tokens;
  const result = await handler({
    body,
    clientId,
    client: tokens.client(clientId),
    auth: resolveCaller(ctx.request.headers, ctx.store, tokens),
    request: ctx.request,
    tokens,
    store: ctx.store,
    clock: ctx.clock,
  });
  return jsonResponse(result, { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } });
};
