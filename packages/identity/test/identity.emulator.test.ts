import { describe, expect, it } from 'vitest';
import {
  createClient,
  generateOAuthData,
  getMemberTokens,
  isApiError,
  oauth,
  parseCallbackUrl,
  type FrontdeskClient,
  type OAuthApi,
} from '@frontdesk/core';
import {
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_MEMBER_PASSWORD,
  demoSeed,
  TEST_CAPTCHA_TOKEN,
} from '@frontdesk/emulator';
import {
  changePassword,
  endSession,
  getAuthUrl,
  getMemberTokensForExternalLogin,
  getMemberTokensForExternalLoginWithSession,
  login,
  loginCallback,
  logout,
  processVerification,
  recover,
  register,
  resendDuringAuthentication,
  sendActivationEmail,
  sendPasswordResetEmail,
  signOn,
  startVerification,
  verifyFactor,
  type StateMachine,
} from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';

const APP = 'http://localhost:3000';
// The test app's callback is a registered redirect URI of the demo client (its origin's pages may then be redirect targets too).
const { emulator, owner, recordRequests } = useEmulator({
  seed: { ...demoSeed, oauthClients: [{ id: DEMO_CLIENT_ID, redirectUris: [`${APP}/callback`] }] },
});

const newClient = () => createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, allowedRedirectOrigins: [APP] }) });
const myMember = (client: FrontdeskClient<OAuthApi>) =>
  client.request<{ member: { id: string; loginEmail?: string } }>({
    method: 'GET',
    path: '/members/v1/members/my',
    query: 'fieldsets=FULL',
  });
const password = 'S3cret-Passw0rd';

function sessionOf(state: StateMachine): string {
  if (state.loginState !== 'SUCCESS') throw new Error(`expected SUCCESS, got ${JSON.stringify(state)}`);
  return state.data.sessionToken;
}

describe('register, verify, log in (against the emulator)', () => {
  it('register -> emailed code -> processVerification -> SUCCESS -> member tokens', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const client = newClient();
    const pending = await register(client, { email: 'dana@example.com', password, profile: { firstName: 'Dana' } });
    expect(pending).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: expect.any(String) } });

    // Persisted across a "reload": a fresh client, the state as JSON.
    const reloaded = newClient();
    const { code } = emulator.outbox.latest('dana@example.com')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await processVerification(
      reloaded,
      { code: code === '000000' ? '111111' : '000000' },
      JSON.parse(JSON.stringify(pending)),
    );
    expect(wrong).toMatchObject({ loginState: 'FAILURE', platformCode: 'VERIFICATION_FAILED' });
    const done = await processVerification(reloaded, { code: code! }, JSON.parse(JSON.stringify(pending)), {
      complete: { apiKey: DEMO_API_KEY },
    });
    expect(done).toMatchObject({ loginState: 'SUCCESS', identity: { email: { address: 'dana@example.com', isVerified: true } } });
    expect(done.loginState === 'SUCCESS' && done.identity?.createdDate).toBeInstanceOf(Date);
    expect(reloaded.auth.loggedIn()).toBe(true);
    expect((await myMember(reloaded)).body.member.id).toBe(done.loginState === 'SUCCESS' ? done.identity?.id : undefined);
  });

  it('the saved state is used when none is passed, and forgotten after SUCCESS', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const client = newClient();
    await register(client, { email: 'eli@example.com', password });
    const result = await processVerification(client, { verificationCode: emulator.outbox.latest('eli@example.com')!.code! });
    expect(result.loginState).toBe('SUCCESS');
    expect(await processVerification(client, { code: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
  });

  it('resendDuringAuthentication sends a new code; verifyFactor(EMAIL) takes it', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const client = newClient();
    const pending = await register(client, { email: 'fay@example.com', password });
    const stateToken = pending.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? pending.data.stateToken : '';
    await resendDuringAuthentication(client, stateToken);
    const messages = emulator.outbox.all('fay@example.com');
    expect(messages).toHaveLength(2);
    const response = await verifyFactor(client, 'EMAIL', { stateToken, emailData: { code: messages[1]!.code! } });
    expect(response.state).toBe('SUCCESS');
  });

  it('owner approval: OWNER_APPROVAL_REQUIRED until the owner approves', async () => {
    emulator.identity.setPolicy({ requireOwnerApproval: true });
    const client = newClient();
    expect(await register(client, { email: 'gus@example.com', password })).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    expect(await login(client, { email: 'gus@example.com', password })).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    emulator.identity.setMemberStatus('gus@example.com', 'APPROVED');
    expect((await login(client, { email: 'gus@example.com', password })).loginState).toBe('SUCCESS');
  });

  it('login with a wrong password: FAILURE invalidPassword, one attempt, no token refresh', async () => {
    const client = newClient();
    await client.auth.generateVisitorTokens();
    const before = client.auth.getTokens();
    const requests = recordRequests();
    const result = await login(client, { email: DEMO_MEMBER_EMAIL, password: 'not-the-password' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword', platformCode: '-19976' });
    expect(result.loginState === 'FAILURE' && result.error).toMatch(/Wrong email or password/);
    expect(requests).toEqual(['POST /_api/iam/authentication/v2/login']);
    expect(client.auth.getTokens()).toEqual(before);
  });

  it('login: unknown email and password reset map to invalidEmail and resetPassword', async () => {
    const client = newClient();
    expect(await login(client, { email: 'nobody@example.com', password })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    emulator.identity.requirePasswordReset(DEMO_MEMBER_EMAIL);
    expect(await login(client, { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'resetPassword',
    });
  });

  it('register: taken email, invalid email, weak password', async () => {
    const client = newClient();
    expect(await register(client, { email: DEMO_MEMBER_EMAIL, password })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    const invalid = await register(client, { email: 'not-an-email', password });
    expect(invalid).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(invalid.loginState === 'FAILURE' && invalid.error).not.toMatch(/INVALID_ARGUMENT/);
    const weak = await register(client, { email: 'hal@example.com', password: 'abc' });
    expect(weak).toMatchObject({ loginState: 'FAILURE', error: expect.stringMatching(/password/) });
    expect(weak).not.toHaveProperty('errorCode');
  });
});

describe('captcha (against the emulator)', () => {
  it('missing, invalid and valid captcha tokens, for register and login', async () => {
    emulator.identity.setCaptchaRequired(true);
    const client = newClient();
    const email = 'ivy@example.com';
    expect(await register(client, { email, password })).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(await register(client, { email, password, captchaTokens: { recaptchaToken: 'nope' } })).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    });
    expect((await register(client, { email, password, captchaTokens: { recaptchaToken: TEST_CAPTCHA_TOKEN } })).loginState).toBe('SUCCESS');
    expect(await login(client, { email, password })).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(await login(client, { email, password, captchaTokens: { invisibleRecaptchaToken: 'nope' } })).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    });
    expect((await login(client, { email, password, captchaTokens: { invisibleRecaptchaToken: TEST_CAPTCHA_TOKEN } })).loginState).toBe(
      'SUCCESS',
    );
  });
});

describe('recovery (against the emulator)', () => {
  it('recovery email -> recover -> log in with the new password', async () => {
    const client = newClient();
    await sendPasswordResetEmail(client, DEMO_MEMBER_EMAIL, `${APP}/reset`);
    const message = emulator.outbox.latest(DEMO_MEMBER_EMAIL)!;
    expect(message.kind).toBe('recovery');
    expect(message.link).toContain(`${APP}/reset`);
    const recovered = await recover(client, message.token!, { password: 'N3w-Passw0rd!' });
    expect(recovered.state).toBe('SUCCESS');
    expect(await login(client, { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD })).toMatchObject({
      errorCode: 'invalidPassword',
    });
    expect((await login(client, { email: DEMO_MEMBER_EMAIL, password: 'N3w-Passw0rd!' })).loginState).toBe('SUCCESS');
    // One-time token.
    const again = await recover(client, message.token!, { password: 'An0ther-Passw0rd' }).catch((e) => e);
    expect(isApiError(again)).toBe(true);
  });

  it('does not reveal whether an email has an account', async () => {
    await expect(sendPasswordResetEmail(newClient(), 'nobody@example.com', `${APP}/reset`)).resolves.toBeUndefined();
    expect(emulator.outbox.all('nobody@example.com')).toHaveLength(0);
  });
});

describe('hosted login, external login, logout (against the emulator)', () => {
  it('hosted login with prompt none and a session token: authorization URL -> callback -> member tokens', async () => {
    const client = newClient();
    const sessionToken = sessionOf(await login(client, { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }));
    const oauthData = await generateOAuthData(client, `${APP}/callback`, '/account');
    const { authUrl, authorizationEndpoint } = await getAuthUrl(client, oauthData, { prompt: 'none', responseMode: 'query', sessionToken });
    expect(authUrl.startsWith(authorizationEndpoint!)).toBe(true);
    // The browser would follow this; the app's callback route then reads the query.
    const page = await fetch(authUrl, { redirect: 'manual' });
    const callback = page.headers.get('location')!;
    expect(callback.startsWith(`${APP}/callback?`)).toBe(true);
    const tokens = await getMemberTokens(client, parseCallbackUrl(callback, 'query'));
    expect(tokens.refreshToken.role).toBe('member');
    expect((await myMember(client)).body.member.id).toBe(DEMO_MEMBER_ID);
  });

  it('getMemberTokensForExternalLogin with the demo admin key', async () => {
    const client = newClient();
    const tokens = await getMemberTokensForExternalLogin(client, DEMO_MEMBER_ID, DEMO_API_KEY);
    expect(tokens.refreshToken.role).toBe('member');
    expect(client.auth.loggedIn()).toBe(true);
    expect((await myMember(client)).body.member.id).toBe(DEMO_MEMBER_ID);
  });

  it('getMemberTokensForExternalLoginWithSession signs a new member on by email', async () => {
    const client = newClient();
    await getMemberTokensForExternalLoginWithSession(client, 'jo@example.com', DEMO_API_KEY, { verifyEmail: true });
    expect((await myMember(client)).body.member.loginEmail).toBe('jo@example.com');
  });

  it('login completes with { apiKey } on a server', async () => {
    const client = newClient();
    const result = await login(
      client,
      { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
      { complete: { apiKey: DEMO_API_KEY } },
    );
    expect(result).toMatchObject({ loginState: 'SUCCESS', tokens: { refreshToken: { role: 'member' } } });
    expect((await myMember(client)).body.member.id).toBe(DEMO_MEMBER_ID);
  });

  it('logout: the logout URL ends the platform session; local tokens are gone', async () => {
    const client = newClient();
    await getMemberTokensForExternalLogin(client, DEMO_MEMBER_ID, DEMO_API_KEY);
    const memberTokens = client.auth.getTokens();
    const { logoutUrl } = await logout(client, { postFlowUrl: `${APP}/bye` });
    expect(client.auth.role()).toBe('none');
    // Refused at once, even if the browser never follows the logout URL.
    expect(emulator.tokens.lookupAccess(memberTokens.accessToken.value).status).toBe('revoked');
    const page = await fetch(logoutUrl, { redirect: 'manual' });
    expect(page.headers.get('location')).toContain(`${APP}/bye`);
    // The member's tokens no longer work.
    const stale = createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, tokens: memberTokens }) });
    await stale.auth.renewToken();
    expect(stale.auth.role()).toBe('visitor');
  });

  it('endSession answers the raw redirect', async () => {
    const client = newClient();
    await getMemberTokensForExternalLogin(client, DEMO_MEMBER_ID, DEMO_API_KEY);
    const response = await endSession(client, { postLogoutRedirectUri: `${APP}/`, clientId: DEMO_CLIENT_ID });
    expect(response.statusCode).toBe(302);
    expect(response.headers.find((h) => h.key === 'location')?.value).toBe(`${APP}/`);
  });
});

describe('other calls (against the emulator)', () => {
  it('loginCallback checks a session token', async () => {
    const client = newClient();
    const sessionToken = sessionOf(await login(client, { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }));
    const response = await loginCallback(client, { state: 'abc', sessionToken });
    expect(response).toMatchObject({ state: 'SUCCESS', identity: { id: DEMO_MEMBER_ID } });
  });

  it('changePassword as the member', async () => {
    const client = newClient();
    await getMemberTokensForExternalLogin(client, DEMO_MEMBER_ID, DEMO_API_KEY);
    expect(await changePassword(client, 'Ch4nged-Passw0rd')).toEqual({});
    expect((await login(newClient(), { email: DEMO_MEMBER_EMAIL, password: 'Ch4nged-Passw0rd' })).loginState).toBe('SUCCESS');
  });

  it('owner calls: signOn, startVerification, sendActivationEmail', async () => {
    const { sessionToken, identity } = await signOn(owner, { email: 'kim@example.com' }, { verifyEmail: true });
    expect(sessionToken).toEqual(expect.any(String));
    expect(identity?.createdDate).toBeInstanceOf(Date);
    const { verificationId } = await startVerification(owner, { identityId: identity!.id!, target: 'EMAIL' });
    expect(verificationId).toEqual(expect.any(String));
    expect(emulator.outbox.latest('kim@example.com')?.kind).toBe('verification-code');
    await sendActivationEmail(owner, identity!.id!, { emailOptions: { language: 'en' } });
    expect(emulator.outbox.latest('kim@example.com')?.kind).toBe('activation');
  });
});
