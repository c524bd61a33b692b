import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, TEST_CAPTCHA_TOKEN } from '../../src/index.js';
import { ownerHeaders, postJson } from '../helpers.js';
import { body, callAsVisitor, errorCode, login, register, registerRedirectUris, visitor } from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
beforeEach(() => registerRedirectUris(emulator, ['https://shop.example/callback']));
afterEach(() => emulator.reset());

describe('registerV2', () => {
  it('signs a new member up at once under policy none (SUCCESS + sessionToken + identity)', async () => {
    const response = await register(emulator, 'Dana@Example.com', 'S3cret-Passw0rd', { profile: { firstName: 'Dana', lastName: 'Levi' } });
    expect(response.status).toBe(200);
    const result = await body(response);
    expect(result).toEqual({
      state: 'SUCCESS',
      sessionToken: expect.stringMatching(/^fd_st_/),
      identity: expect.objectContaining({
        id: expect.any(String),
        email: { address: 'Dana@Example.com', isVerified: false },
        status: { name: 'ACTIVE', reasons: [] },
        identityProfile: expect.objectContaining({ firstName: 'Dana', lastName: 'Levi', emails: [], phones: [] }),
        createdDate: '2026-03-01T09:00:00.000Z',
        updatedDate: '2026-03-01T09:00:00.000Z',
        revision: '1',
        factors: [expect.objectContaining({ type: 'PASSWORD', status: 'ACTIVE' })],
      }),
    });
    const member = emulator.identity.findMember(result.identity.id)!;
    expect(member).toMatchObject({
      loginEmail: 'Dana@Example.com',
      status: 'APPROVED',
      profile: { nickname: 'Dana Levi', slug: 'dana-levi' },
      privacyStatus: 'PRIVATE',
      activityStatus: 'ACTIVE',
      contact: { firstName: 'Dana', lastName: 'Levi' },
      lastLoginDate: '2026-03-01T09:00:00.000Z',
    });
    expect(emulator.webhooks.events().map((e) => e.eventType)).toContain('wix.members.v1.member_created');
    // Only the hash is kept.
    expect(JSON.stringify(emulator.state)).not.toContain('S3cret-Passw0rd');
    expect(JSON.stringify(emulator.state)).not.toContain(result.sessionToken);
  });

  it('answers -19995 (409) for an email that exists, whatever its case', async () => {
    const response = await register(emulator, DEMO_MEMBER_EMAIL.toUpperCase());
    expect(response.status).toBe(409);
    const error = await body(response);
    expect(error.details.applicationError.code).toBe('-19995');
    expect(error.message).toBe('An account with this email already exists (-19995)');
  });

  it('answers a validation error with an EMAIL field violation for an invalid email', async () => {
    const response = await register(emulator, 'not-an-email');
    expect(response.status).toBe(400);
    const error = await body(response);
    expect(error.details.validationError.fieldViolations).toEqual([
      { field: 'loginId.email', description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
    ]);
    expect(error.message).toBe('INVALID_ARGUMENT: "loginId.email" must be a valid email address');
  });

  it.each([
    ['too short', 'abc', 'VALUE_TOO_SHORT'],
    ['too long', 'x'.repeat(101), 'VALUE_TOO_LONG'],
    ['not printable ASCII', 'pässwörd', 'VALUE_DID_NOT_MATCH'],
  ])('refuses a weak password (%s)', async (_name, password, ruleName) => {
    const response = await register(emulator, 'weak@example.com', password);
    expect(response.status).toBe(400);
    const [violation] = (await body(response)).details.validationError.fieldViolations;
    expect(violation).toMatchObject({ field: 'password', ruleName, data: expect.any(Object) });
    expect(emulator.identity.findMember('weak@example.com')).toBeUndefined();
  });

  it('asks for email verification under that policy, then SUCCESS after the emailed code', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const first = await body(await register(emulator, 'verify@example.com'));
    expect(first).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) });
    expect(first.sessionToken).toBeUndefined();
    expect(first.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    expect(emulator.identity.findMember('verify@example.com')!.status).toBe('PENDING');

    const mail = emulator.outbox.latest('verify@example.com')!;
    expect(mail).toMatchObject({ kind: 'verification-code', code: expect.stringMatching(/^\d{6}$/) });

    const wrong = await callAsVisitor(emulator, '/_api/iam/verification/v1/auth/verify', {
      code: mail.code === '000000' ? '111111' : '000000',
      stateToken: first.stateToken,
    });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('VERIFICATION_FAILED');

    const ok = await callAsVisitor(emulator, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: first.stateToken });
    expect(ok.status).toBe(200);
    const verified = await body(ok);
    expect(verified).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect(verified.identity.email.isVerified).toBe(true);
    expect(emulator.identity.findMember('verify@example.com')).toMatchObject({ status: 'APPROVED', loginEmailVerified: true });

    // The state token is used up.
    const again = await callAsVisitor(emulator, '/_api/iam/verification/v1/auth/verify', { code: mail.code, stateToken: first.stateToken });
    expect(await errorCode(again)).toBe('VERIFICATION_FAILED');
  });

  it('resends a new code (the old one stops working) and verifies through verifyFactor', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    const { stateToken } = await body(await register(emulator, 'resend@example.com'));
    const firstCode = emulator.outbox.latest('resend@example.com')!.code!;
    const resent = await callAsVisitor(emulator, '/_api/iam/verification/v1/auth/resend', { stateToken });
    expect(resent.status).toBe(200);
    expect(await body(resent)).toEqual({});
    expect(emulator.outbox.all('resend@example.com')).toHaveLength(2);
    const secondCode = emulator.outbox.latest('resend@example.com')!.code!;
    if (firstCode !== secondCode) {
      const old = await callAsVisitor(emulator, '/_api/iam/authentication/v2/EMAIL/verify', { stateToken, emailData: { code: firstCode } });
      expect(await errorCode(old)).toBe('VERIFICATION_FAILED');
    }
    // verifyFactor (EMAIL) continues the same flow.
    const { stateToken: fresh } = await body(await login(emulator, 'resend@example.com', 'S3cret-Passw0rd'));
    const code = emulator.outbox.latest('resend@example.com')!.code;
    const ok = await callAsVisitor(emulator, '/_api/iam/authentication/v2/EMAIL/verify', { stateToken: fresh, emailData: { code } });
    expect((await body(ok)).state).toBe('SUCCESS');
    const sms = await callAsVisitor(emulator, '/_api/iam/authentication/v2/SMS/verify', { stateToken: fresh, smsData: { code } });
    expect(sms.status).toBe(400);
    expect(await errorCode(sms)).toBe('UNIMPLEMENTED_FEATURE');
  });

  it('waits for the owner under owner approval (REQUIRE_OWNER_APPROVAL, member PENDING), then logs in once approved', async () => {
    emulator.identity.setPolicy({ requireOwnerApproval: true });
    const result = await body(await register(emulator, 'approve@example.com'));
    expect(result.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(result.sessionToken).toBeUndefined();
    expect(result.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
    expect((await body(await login(emulator, 'approve@example.com', 'S3cret-Passw0rd'))).state).toBe('REQUIRE_OWNER_APPROVAL');
    emulator.identity.setMemberStatus('approve@example.com', 'APPROVED');
    expect((await body(await login(emulator, 'approve@example.com', 'S3cret-Passw0rd'))).state).toBe('SUCCESS');
  });

  it('asks for the email first, then the owner, when the policy wants both', async () => {
    await postJson(emulator, '/_emulator/identity/policy', { requireEmailVerification: true, requireOwnerApproval: true });
    const { stateToken, identity } = await body(await register(emulator, 'both@example.com'));
    expect(identity.status.reasons).toEqual(['PENDING_EMAIL_VERIFICATION_REQUIRED', 'PENDING_ADMIN_APPROVAL_REQUIRED']);
    const code = emulator.outbox.latest('both@example.com')!.code;
    const next = await body(await callAsVisitor(emulator, '/_api/iam/verification/v1/auth/verify', { code, stateToken }));
    expect(next.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(next.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
  });

  it('needs at least a visitor token', async () => {
    const response = await postJson(emulator, '/_api/iam/authentication/v2/register', {
      loginId: { email: 'x@example.com' },
      password: 'abcd',
    });
    expect(response.status).toBe(401);
  });
});

describe('captcha', () => {
  it('when required: missing → -19971, invalid → -19970, the test token passes (register and login)', async () => {
    const toggled = await body(await postJson(emulator, '/_emulator/identity/captcha', { required: true }));
    expect(toggled).toEqual({ required: true, testToken: TEST_CAPTCHA_TOKEN });
    const missing = await register(emulator, 'cap@example.com');
    expect(missing.status).toBe(400);
    expect(await body(missing)).toMatchObject({
      message: 'A captcha token is required (-19971)',
      details: { applicationError: { code: '-19971' } },
    });
    const empty = await register(emulator, 'cap@example.com', 'S3cret-Passw0rd', { captchaTokens: [{ Recaptcha: undefined }] });
    expect(await errorCode(empty)).toBe('-19971');
    const invalid = await register(emulator, 'cap@example.com', 'S3cret-Passw0rd', { captchaTokens: [{ Recaptcha: 'nope' }] });
    expect(await errorCode(invalid)).toBe('-19970');
    const ok = await register(emulator, 'cap@example.com', 'S3cret-Passw0rd', {
      captchaTokens: [{ InvisibleRecaptcha: TEST_CAPTCHA_TOKEN }],
    });
    expect((await body(ok)).state).toBe('SUCCESS');

    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD))).toBe('-19971');
    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, { captchaTokens: [{ Recaptcha: 'x' }] }))).toBe(
      '-19970',
    );
    const logged = await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, { captchaTokens: [{ Recaptcha: TEST_CAPTCHA_TOKEN }] });
    expect((await body(logged)).state).toBe('SUCCESS');
  });

  it('is off by default, can be set as an emulator option, and reset keeps the option', async () => {
    expect(await body(await emulator.fetch('/_emulator/identity/captcha'))).toEqual({ required: false, testToken: TEST_CAPTCHA_TOKEN });
    const strict = createEmulator({ identity: { captchaRequired: true, policy: { requireOwnerApproval: true } } });
    expect(strict.identity.captchaRequired).toBe(true);
    strict.identity.setCaptchaRequired(false);
    strict.reset();
    expect(strict.identity.captchaRequired).toBe(true);
    expect(strict.identity.policy).toEqual({ requireEmailVerification: false, requireOwnerApproval: true });
  });
});

describe('loginV2', () => {
  it('signs the demo member in (SUCCESS, lastLoginDate)', async () => {
    emulator.clock.advance(60_000);
    const result = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    expect(result).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { address: DEMO_MEMBER_EMAIL } },
    });
    expect(emulator.identity.findMember(DEMO_MEMBER_EMAIL)!.lastLoginDate).toBe('2026-03-01T09:01:00.000Z');
  });

  it.each([
    ['a wrong password', DEMO_MEMBER_EMAIL, 'wrong-password', 401, '-19976', 'Wrong email or password (-19976)'],
    ['an unknown email', 'nobody@example.com', 'whatever', 401, '-19999', "The email doesn't match any account (-19999)"],
  ])('refuses %s', async (_name, email, password, status, code, message) => {
    const response = await login(emulator, email, password);
    expect(response.status).toBe(status);
    expect(await body(response)).toMatchObject({ message, details: { applicationError: { code } } });
  });

  it('answers -19973 when the password must be reset, until it is recovered', async () => {
    emulator.identity.requirePasswordReset(DEMO_MEMBER_EMAIL);
    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD))).toBe('-19973');
    // An identity without a password (signOn) is in the same situation.
    emulator.identity.createMember({ email: 'nopass@example.com' });
    expect(await errorCode(await login(emulator, 'nopass@example.com', 'anything'))).toBe('-19973');
  });

  it('refuses a blocked member with -19980 (after the password check)', async () => {
    emulator.identity.setMemberStatus(DEMO_MEMBER_EMAIL, 'BLOCKED');
    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, 'wrong-password'))).toBe('-19976');
    const blocked = await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(blocked.status).toBe(403);
    expect(await errorCode(blocked)).toBe('-19980');
  });

  it('asks a member who never verified (email policy) for a fresh code', async () => {
    emulator.identity.createMember({ email: 'pending@example.com', password: 'S3cret-Passw0rd', status: 'PENDING', emailVerified: false });
    const result = await body(await login(emulator, 'pending@example.com', 'S3cret-Passw0rd'));
    expect(result).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) });
    expect(emulator.outbox.latest('pending@example.com')!.kind).toBe('verification-code');
  });
});

describe('changePassword, loginCallback, signOn, endSession', () => {
  it('changes the member password; the session stays valid; visitors may not', async () => {
    const { access_token } = emulator.identity.memberTokens(DEMO_MEMBER_EMAIL);
    const path = '/_api/iam/authentication/v2/change-password';
    expect((await postJson(emulator, path, { newPassword: 'N3w-Passw0rd!' }, await visitor(emulator))).status).toBe(403);
    expect((await postJson(emulator, path, { newPassword: 'abc' }, { authorization: access_token })).status).toBe(400);
    const changed = await postJson(emulator, path, { newPassword: 'N3w-Passw0rd!' }, { authorization: access_token });
    expect(changed.status).toBe(200);
    expect(await body(changed)).toEqual({});
    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD))).toBe('-19976');
    expect((await body(await login(emulator, DEMO_MEMBER_EMAIL, 'N3w-Passw0rd!'))).state).toBe('SUCCESS');
    expect((await emulator.fetch('/members/v1/members/my', { headers: { authorization: access_token } })).status).toBe(200);
  });

  it('loginCallback checks a session token', async () => {
    const { sessionToken } = await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD));
    const headers = await visitor(emulator);
    const ok = await emulator.fetch(`/_api/iam/authentication/v1/callback?state=abc&sessionToken=${sessionToken}`, { headers });
    expect(await body(ok)).toMatchObject({ state: 'SUCCESS', sessionToken, identity: { email: { address: DEMO_MEMBER_EMAIL } } });
    const bad = await emulator.fetch('/_api/iam/authentication/v1/callback?state=abc&sessionToken=fd_st_nope', { headers });
    expect(bad.status).toBe(401);
    expect(await errorCode(bad)).toBe('-19984');
  });

  it('signOn (owner only) creates or updates a member and returns a session token', async () => {
    const path = '/_api/iam/authentication/v2/sign-on';
    expect((await postJson(emulator, path, { loginId: { email: 'sso@example.com' } }, await visitor(emulator))).status).toBe(403);
    const created = await body(await postJson(emulator, path, { loginId: { email: 'sso@example.com' }, verifyEmail: true }, ownerHeaders));
    expect(created).toEqual({
      sessionToken: expect.any(String),
      identity: expect.objectContaining({ email: { address: 'sso@example.com', isVerified: true } }),
    });
    expect(emulator.identity.findMember('sso@example.com')).toMatchObject({ status: 'APPROVED', loginEmailVerified: true });
    const again = await body(
      await postJson(emulator, path, { loginId: { email: 'sso@example.com' }, profile: { nickname: 'SSO' } }, ownerHeaders),
    );
    expect(again.identity.id).toBe(created.identity.id);
    expect(emulator.identity.findMember('sso@example.com')!.profile.nickname).toBe('SSO');
  });

  it('signOn accepts the external-login header "<access token>,<api key>" without wix-site-id', async () => {
    const { authorization } = await visitor(emulator);
    const response = await postJson(
      emulator,
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'ext@example.com' } },
      {
        authorization: `${authorization},${ownerHeaders.authorization}`,
      },
    );
    expect(response.status).toBe(200);
    // An API key alone still needs the site id.
    const alone = await postJson(
      emulator,
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'ext@example.com' } },
      {
        authorization: ownerHeaders.authorization,
      },
    );
    expect(alone.status).toBe(401);
  });

  it('endSession redirects to postLogoutRedirectUri (302), or answers an HTML page; member tokens are revoked', async () => {
    const { access_token } = emulator.identity.memberTokens(DEMO_MEMBER_EMAIL);
    const redirect = await emulator.fetch(
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://shop.example/')}&clientId=demo-storefront`,
      { headers: { authorization: access_token } },
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://shop.example/');
    expect(redirect.headers.get('set-cookie')).toContain('fd_session=;');
    expect((await emulator.fetch('/members/v1/members/my', { headers: { authorization: access_token } })).status).toBe(401);
    const page = await emulator.fetch('/_api/iam/authentication/v1/logout');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await emulator.fetch('/_api/iam/authentication/v1/logout?postLogoutRedirectUri=javascript:alert(1)')).status).toBe(400);
  });
});
