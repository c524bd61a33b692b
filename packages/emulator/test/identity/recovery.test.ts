import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { ownerHeaders, postJson } from '../helpers.js';
import { APP_ORIGIN, body, callAsVisitor, errorCode, login, postForm, registerRedirectUris, visitor } from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
// Recovery links may only point at the app's pages: its origin's redirect URI is registered.
beforeEach(() => registerRedirectUris(emulator, [`${APP_ORIGIN}/callback`]));
afterEach(() => emulator.reset());

const SEND = '/_api/iam/recovery/v1/send-email';
const RECOVER = '/_api/iam/recovery/v1/recover';

describe('password recovery', () => {
  it('emails a one-time link to the redirect URL with a recoveryToken parameter; recover sets the password', async () => {
    const sent = await callAsVisitor(emulator, SEND, {
      email: DEMO_MEMBER_EMAIL,
      language: 'en',
      redirect: { url: 'http://localhost:3000/reset?lang=en', clientId: DEMO_CLIENT_ID },
    });
    expect(sent.status).toBe(200);
    expect(await body(sent)).toEqual({});
    const mail = emulator.outbox.latest(DEMO_MEMBER_EMAIL)!;
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset your password', sentAt: '2026-03-01T09:00:00.000Z' });
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset');
    expect(link.searchParams.get('lang')).toBe('en');
    const recoveryToken = link.searchParams.get('recoveryToken')!;
    expect(recoveryToken).toBe(mail.token);

    const weak = await callAsVisitor(emulator, RECOVER, { recoveryToken, password: 'ab' });
    expect(weak.status).toBe(400);
    const ok = await callAsVisitor(emulator, RECOVER, { recoveryToken, password: 'N3w-Passw0rd!' });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { id: DEMO_MEMBER_ID } });
    expect((await body(await login(emulator, DEMO_MEMBER_EMAIL, 'N3w-Passw0rd!'))).state).toBe('SUCCESS');
    expect(await errorCode(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD))).toBe('-19976');

    const reused = await callAsVisitor(emulator, RECOVER, { recoveryToken, password: 'An0ther-Pass' });
    expect(reused.status).toBe(429);
    expect(await errorCode(reused)).toBe('-19972');
  });

  it('does not reveal unknown emails, refuses bad tokens (-19972) and expires links after 3 hours', async () => {
    expect((await callAsVisitor(emulator, SEND, { email: 'nobody@example.com' })).status).toBe(200);
    expect(emulator.outbox.all()).toEqual([]);
    const bad = await callAsVisitor(emulator, RECOVER, { recoveryToken: 'fd_rc_nope', password: 'N3w-Passw0rd!' });
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('-19972');
    await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL });
    emulator.clock.advance(3 * 60 * 60 * 1000);
    const late = await callAsVisitor(emulator, RECOVER, { recoveryToken: emulator.outbox.latest()!.token, password: 'N3w-Passw0rd!' });
    expect(await errorCode(late)).toBe('-19972');
    expect((await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL, redirect: { url: 'javascript:alert(1)' } })).status).toBe(400);
  });

  it('clears "password must be reset"', async () => {
    emulator.identity.requirePasswordReset(DEMO_MEMBER_EMAIL);
    await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL });
    await callAsVisitor(emulator, RECOVER, { recoveryToken: emulator.outbox.latest()!.token, password: 'N3w-Passw0rd!' });
    expect((await body(await login(emulator, DEMO_MEMBER_EMAIL, 'N3w-Passw0rd!'))).state).toBe('SUCCESS');
  });

  it('without a redirect URL, links to the hosted reset page, which sets the password', async () => {
    await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL });
    const { link, token } = emulator.outbox.latest()!;
    expect(link).toBe(`http://emulator.local/_emulator/hosted/reset?recoveryToken=${token}`);
    const page = await emulator.fetch(link!);
    expect(await page.text()).toContain('<label for="password">New password</label>');
    const done = await postForm(emulator, '/_emulator/hosted/reset', { recoveryToken: token!, password: 'Hosted-Passw0rd' });
    expect(await done.text()).toContain('Your password was changed');
    expect((await emulator.fetch(link!)).status).toBe(400);
    expect((await body(await login(emulator, DEMO_MEMBER_EMAIL, 'Hosted-Passw0rd'))).state).toBe('SUCCESS');
  });
});

describe('activation and verification (owner calls)', () => {
  it('sendActivationEmail emails a link; recover with it verifies the email and activates the member', async () => {
    const { member } = emulator.identity.createMember({ email: 'contact@example.com', status: 'PENDING', emailVerified: false });
    const path = '/_api/iam/recovery/v1/activation-email';
    expect((await postJson(emulator, path, { identityId: member.id }, await visitor(emulator))).status).toBe(403);
    expect((await postJson(emulator, path, { identityId: 'nope' }, ownerHeaders)).status).toBe(404);
    const sent = await postJson(
      emulator,
      path,
      { identityId: member.id, emailOptions: { redirect: { url: 'http://localhost:3000/activate' } } },
      ownerHeaders,
    );
    expect(sent.status).toBe(200);
    const mail = emulator.outbox.latest('contact@example.com')!;
    expect(mail).toMatchObject({ kind: 'activation', link: expect.stringMatching(/^http:\/\/localhost:3000\/activate\?recoveryToken=/) });
    const result = await body(await callAsVisitor(emulator, RECOVER, { recoveryToken: mail.token, password: 'S3cret-Passw0rd' }));
    expect(result.state).toBe('SUCCESS');
    expect(emulator.identity.findMember('contact@example.com')).toMatchObject({ status: 'APPROVED', loginEmailVerified: true });
  });

  it('startVerification emails a code and answers a verification id', async () => {
    const path = '/_api/iam/verification/v1/start';
    expect((await postJson(emulator, path, { identityId: DEMO_MEMBER_ID, target: 'EMAIL' }, await visitor(emulator))).status).toBe(403);
    const started = await body(await postJson(emulator, path, { identityId: DEMO_MEMBER_ID, target: 'EMAIL' }, ownerHeaders));
    expect(started).toEqual({ verificationId: expect.any(String) });
    expect(emulator.outbox.latest(DEMO_MEMBER_EMAIL)!.code).toMatch(/^\d{6}$/);
    expect((await postJson(emulator, path, { identityId: DEMO_MEMBER_ID, target: 'SMS' }, ownerHeaders)).status).toBe(400);
  });
});

describe('outbox', () => {
  it('is readable as JSON (filtered by ?to=), as an HTML page and in-process; DELETE and reset empty it', async () => {
    emulator.identity.setPolicy({ requireEmailVerification: true });
    await callAsVisitor(emulator, '/_api/iam/authentication/v2/register', {
      loginId: { email: 'a@example.com' },
      password: 'S3cret-Passw0rd',
    });
    await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL });

    const all = await body(await emulator.fetch('/_emulator/outbox'));
    expect(all.messages.map((m: { to: string }) => m.to)).toEqual(['a@example.com', DEMO_MEMBER_EMAIL]);
    const filtered = await body(await emulator.fetch('/_emulator/outbox?to=A@EXAMPLE.COM'));
    expect(filtered.messages).toEqual([
      {
        id: expect.any(String),
        to: 'a@example.com',
        kind: 'verification-code',
        subject: 'Your verification code',
        text: expect.stringContaining(filtered.messages[0].code),
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: '2026-03-01T09:00:00.000Z',
      },
    ]);
    expect(emulator.outbox.latest('a@example.com')!.code).toBe(filtered.messages[0].code);
    expect(emulator.outbox.all()).toHaveLength(2);

    const page = await emulator.fetch('/_emulator/outbox/page?to=a@example.com');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(filtered.messages[0].code);
    expect(html).not.toContain('Reset your password');

    expect((await emulator.fetch('/_emulator/outbox', { method: 'DELETE' })).status).toBe(200);
    expect(emulator.outbox.all()).toEqual([]);
    await callAsVisitor(emulator, SEND, { email: DEMO_MEMBER_EMAIL });
    emulator.reset();
    expect(emulator.outbox.latest()).toBeUndefined();
  });
});

describe('policy admin', () => {
  it('reads and sets the sign-on policy (flags or a preset)', async () => {
    expect(await body(await emulator.fetch('/_emulator/identity/policy'))).toEqual({
      policy: { requireEmailVerification: false, requireOwnerApproval: false },
    });
    expect(await body(await postJson(emulator, '/_emulator/identity/policy', { policy: 'emailVerification' }))).toEqual({
      policy: { requireEmailVerification: true, requireOwnerApproval: false },
    });
    expect(await body(await postJson(emulator, '/_emulator/identity/policy', { requireOwnerApproval: true }))).toEqual({
      policy: { requireEmailVerification: true, requireOwnerApproval: true },
    });
    expect((await postJson(emulator, '/_emulator/identity/policy', { policy: 'sometimes' })).status).toBe(400);
    expect((await postJson(emulator, '/_emulator/identity/policy', { requireOwnerApproval: 'yes' })).status).toBe(400);
  });

  it('makes test members, sessions and member tokens over HTTP', async () => {
    const created = await postJson(emulator, '/_emulator/identity/members', {
      email: 'http@example.com',
      password: 'S3cret-Passw0rd',
      nickname: 'Http',
    });
    expect(created.status).toBe(201);
    const { member } = await body(created);
    expect(member).toMatchObject({ loginEmail: 'http@example.com', status: 'APPROVED', profile: { slug: 'http' } });
    expect((await postJson(emulator, '/_emulator/identity/members', { email: 'http@example.com' })).status).toBe(409);
    const tokens = await body(await postJson(emulator, '/_emulator/identity/tokens', { email: 'http@example.com' }));
    const me = await body(await emulator.fetch('/members/v1/members/my', { headers: { authorization: tokens.access_token } }));
    expect(me.member.id).toBe(member.id);
    const { sessionToken } = await body(await postJson(emulator, '/_emulator/identity/sessions', { memberId: member.id }));
    expect(sessionToken).toMatch(/^fd_st_/);
    const blocked = await body(await postJson(emulator, `/_emulator/identity/members/${member.id}/status`, { status: 'BLOCKED' }));
    expect(blocked.member.status).toBe('BLOCKED');
    expect((await postJson(emulator, '/_emulator/identity/tokens', { email: 'nobody@example.com' })).status).toBe(404);
  });

  it('refuses a test member with a wrong-typed field (400 naming it) and makes nothing, so the email stays free', async () => {
    const before = JSON.stringify(emulator.state);
    for (const [field, value] of [
      ['password', 42],
      ['password', { plain: 'x' }],
      ['emailVerified', 'yes'],
      ['nickname', 7],
      ['profile', 'x'],
      ['pendingReasons', ['SOMETIMES']],
    ] as const) {
      const refused = await postJson(emulator, '/_emulator/identity/members', { email: 'typed@example.com', [field]: value });
      expect(refused.status).toBe(400);
      expect((await body(refused)).details.validationError.fieldViolations).toEqual([expect.objectContaining({ field })]);
    }
    expect(JSON.stringify(emulator.state)).toBe(before);
    const created = await postJson(emulator, '/_emulator/identity/members', { email: 'typed@example.com', password: 'S3cret-Passw0rd' });
    expect(created.status).toBe(201);
  });
});
