import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { arg, createClient, defineCall, isAuthenticationError, oauth, type AuthChangeEvent, type OAuthApi } from '@frontdesk/core';
import { DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '@frontdesk/emulator';
import { approveMember, blockMember, deleteMember, deleteMyMember, disconnectMember, getCurrentMember } from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';

const env = useEmulator();

// The sign-in call, declared here from wire.md (domain packages do not depend on each other).
const loginV2 = defineCall({
  name: 'loginV2',
  method: 'POST',
  path: '/_api/iam/authentication/v2/login',
  args: [arg.field('loginId', z.object({ email: z.string() })), arg.field('password', z.string())],
  refreshOnUnauthorized: false,
});

/** A storefront client signed in as the member through the token manager (refreshes on 401). */
function signedIn(memberId: string) {
  const pair = env.emulator.identity.memberTokens(memberId);
  const nowMs = () => env.emulator.clock.now().getTime();
  const events: AuthChangeEvent['type'][] = [];
  const client = createClient({
    auth: oauth({
      clientId: DEMO_CLIENT_ID,
      now: nowMs,
      tokens: {
        accessToken: { value: pair.access_token, expiresAt: Math.floor(nowMs() / 1000) + pair.expires_in },
        refreshToken: { value: pair.refresh_token, role: 'member' },
      },
    }),
    retry: false,
  });
  (client.auth as OAuthApi).onChange((event) => void events.push(event.type));
  return { client, auth: client.auth as OAuthApi, pair, events };
}

async function refresh(refreshToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await env.emulator.fetch('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a blocked member', () => {
  it('can no longer log in (-19980, after the password check) and comes back when approved', async () => {
    const visitor = env.visitor();
    expect(await loginV2(visitor, { email: DEMO_MEMBER_EMAIL }, DEMO_MEMBER_PASSWORD)).toMatchObject({ state: 'SUCCESS' });
    await blockMember(env.owner, DEMO_MEMBER_ID);
    const refused = await loginV2(visitor, { email: DEMO_MEMBER_EMAIL }, DEMO_MEMBER_PASSWORD).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, code: '-19980', message: expect.stringContaining('(-19980)') });
    await expect(loginV2(visitor, { email: DEMO_MEMBER_EMAIL }, 'wrong-password')).rejects.toMatchObject({ code: '-19976' });
    await approveMember(env.owner, DEMO_MEMBER_ID);
    expect(await loginV2(visitor, { email: DEMO_MEMBER_EMAIL }, DEMO_MEMBER_PASSWORD)).toMatchObject({ state: 'SUCCESS' });
  });

  it('loses their session at once: access token 401, refresh refused, session token refused', async () => {
    const sessionToken = env.emulator.identity.createSession(DEMO_MEMBER_ID);
    const { client, auth, pair, events } = signedIn(DEMO_MEMBER_ID);
    expect((await getCurrentMember(client)).member?.id).toBe(DEMO_MEMBER_ID);
    await blockMember(env.owner, DEMO_MEMBER_ID);

    const raw = createClient({ auth: { getAuthHeaders: () => ({ authorization: pair.access_token }) }, retry: false });
    expect(await getCurrentMember(raw).catch((e: unknown) => e)).toSatisfy(isAuthenticationError);
    expect(await refresh(pair.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const grant = await env.emulator.fetch('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorized_client',
        member_id: DEMO_MEMBER_ID,
        session_token: sessionToken,
        clientId: DEMO_CLIENT_ID,
      }),
    });
    expect(grant.status).toBe(400);

    // The storefront's token manager falls back to a visitor: the member is signed out.
    await expect(getCurrentMember(client)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(auth.role()).toBe('visitor');
    expect(events).toContain('member-downgraded');
  });

  it('a disconnected member is signed out the same way', async () => {
    const { client, pair } = signedIn(DEMO_MEMBER_ID);
    await disconnectMember(env.owner, DEMO_MEMBER_ID);
    expect((await refresh(pair.refresh_token)).status).toBe(400);
    await expect(getCurrentMember(client)).rejects.toMatchObject({ status: 404 });
    await expect(loginV2(env.visitor(), { email: DEMO_MEMBER_EMAIL }, DEMO_MEMBER_PASSWORD)).rejects.toMatchObject({ code: '-19980' });
  });
});

describe('a deleted member', () => {
  it('has their refresh refused and cannot log in (unknown account)', async () => {
    const { client, auth, pair } = signedIn(DEMO_MEMBER_ID);
    await deleteMember(env.owner, DEMO_MEMBER_ID);
    expect(await refresh(pair.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await expect(getCurrentMember(client)).rejects.toMatchObject({ status: 404 });
    expect(auth.role()).toBe('visitor');
    await expect(loginV2(env.visitor(), { email: DEMO_MEMBER_EMAIL }, DEMO_MEMBER_PASSWORD)).rejects.toMatchObject({ code: '-19999' });
  });

  it('deleteMyMember signs the caller out: their own refresh token is refused', async () => {
    const { client, pair } = signedIn(DEMO_MEMBER_ID);
    await deleteMyMember(client);
    expect((await refresh(pair.refresh_token)).body).toMatchObject({ error: 'invalid_grant' });
    await expect(getCurrentMember(client)).rejects.toMatchObject({ status: 404 });
  });

  it('frees the email for a new sign-up with a new id', async () => {
    await deleteMember(env.owner, DEMO_MEMBER_ID);
    const { member } = env.emulator.identity.createMember({ email: DEMO_MEMBER_EMAIL, password: 'An0ther-Passw0rd' });
    expect(member.id).not.toBe(DEMO_MEMBER_ID);
    expect(await loginV2(env.visitor(), { email: DEMO_MEMBER_EMAIL }, 'An0ther-Passw0rd')).toMatchObject({ state: 'SUCCESS' });
  });
});
