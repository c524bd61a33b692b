import { describe, expect, it } from 'vitest';
import { isAuthFlowError, isInputError, isNetworkError, isRateLimitError, isServerError, type Tokens } from '@frontdesk/core';
import { login, processVerification, register, type StateMachine } from '../../src/index.js';
import { appError, json, validationError } from '@frontdesk/test-support';
import { fakePlatform, oauthClient, type Recorded } from '../helpers.js';

const params = { email: 'ada@example.com', password: 'pw-1234' };

function setup(respond: (request: Recorded) => Response | Promise<Response>) {
  const platform = fakePlatform(respond);
  return { platform, client: oauthClient(platform) };
}

describe('server state -> loginState', () => {
  const cases: Array<[Record<string, unknown>, StateMachine]> = [
    [
      { state: 'SUCCESS', sessionToken: 'sess' },
      { loginState: 'SUCCESS', data: { sessionToken: 'sess' } },
    ],
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } },
    ],
    ...[
      'UNKNOWN_STATE',
      'STATUS_CHECK',
      'REQUIRE_MFA',
      'MFA_CHALLENGE',
      'REQUIRE_FIRST_FACTOR',
      'REQUIRE_MISSING_FIELDS',
      'SOMETHING_NEW',
    ].map((state): [Record<string, unknown>, StateMachine] => [
      { state, stateToken: 'st' },
      { loginState: 'FAILURE', error: 'Unknown _state' },
    ]),
    [{}, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'SUCCESS' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{ state: 'REQUIRE_EMAIL_VERIFICATION' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ];

  for (const flow of [register, login]) {
    for (const [response, expected] of cases) {
      it(`${flow.name}: ${JSON.stringify(response)} -> ${expected.loginState}`, async () => {
        const { client } = setup(() => json(response));
        expect(await flow(client, params)).toEqual(expected);
      });
    }
  }

  it('keeps the identity on SUCCESS and OWNER_APPROVAL_REQUIRED, with dates decoded', async () => {
    const identity = { id: 'm-1', createdDate: '2026-03-01T09:00:00.000Z' };
    const { client } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess', identity }));
    const result = await login(client, params);
    expect(result).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'sess' },
      identity: { id: 'm-1', createdDate: new Date(identity.createdDate) },
    });
  });
});

describe('register errors -> errorCode', () => {
  it('an EMAIL field violation is invalidEmail with the violation description', async () => {
    const { client } = setup(() =>
      validationError([
        { field: 'password', description: 'is too short' },
        { field: 'loginId.email', description: 'must be a valid email', data: { type: 'EMAIL' } },
      ]),
    );
    expect(await register(client, params)).toMatchObject({
      loginState: 'FAILURE',
      error: 'must be a valid email',
      errorCode: 'invalidEmail',
    });
  });

  const coded: Array<[number, string, string]> = [
    [400, '-19971', 'missingCaptchaToken'],
    [409, '-19995', 'emailAlreadyExists'],
    [400, '-19970', 'invalidCaptchaToken'],
  ];
  for (const [status, code, errorCode] of coded) {
    it(`${code} -> ${errorCode}, with readable text`, async () => {
      const { client } = setup(() => appError(status, code, `Something about ${code}`));
      expect(await register(client, params)).toEqual({
        loginState: 'FAILURE',
        error: `Something about ${code}`,
        errorCode,
        platformCode: code,
        requestId: 'req-1',
      });
    });
  }

  it('other refusals (a password rule, an unknown code) are FAILURE without errorCode', async () => {
    const password = setup(() => validationError([{ field: 'password', description: 'must be 4 to 100 characters' }]));
    const result = await register(password.client, params);
    expect(result).toMatchObject({ loginState: 'FAILURE', error: 'password must be 4 to 100 characters' });
    expect(result).not.toHaveProperty('errorCode');
    const other = setup(() => appError(400, 'UNSUPPORTED_FIELD', 'Unsupported field'));
    expect(await register(other.client, params)).toEqual({
      loginState: 'FAILURE',
      error: 'Unsupported field',
      platformCode: 'UNSUPPORTED_FIELD',
      requestId: 'req-1',
    });
  });

  it('network errors, 5xx and throttling are thrown as typed errors', async () => {
    const server = setup(() => json({ message: 'boom' }, 500));
    expect(isServerError(await register(server.client, params).catch((e) => e))).toBe(true);
    const network = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(isNetworkError(await register(network.client, params).catch((e) => e))).toBe(true);
    const throttled = setup(() => json({ message: 'slow down' }, 429));
    expect(isRateLimitError(await register(throttled.client, params).catch((e) => e))).toBe(true);
  });

  it('checks its params before sending', async () => {
    const { client, platform } = setup(() => json({}));
    const error = await register(client, { email: 'ada@example.com' } as typeof params).catch((e) => e);
    expect(isInputError(error) && error.issues).toEqual([{ argument: 'params', path: ['password'], message: 'is required' }]);
    expect(platform.requests).toHaveLength(0);
  });
});

describe('login errors -> errorCode', () => {
  const coded: Array<[number, string, string]> = [
    [400, '-19971', 'missingCaptchaToken'],
    [400, '-19970', 'invalidCaptchaToken'],
    [401, '-19976', 'invalidPassword'],
    [401, '-19973', 'resetPassword'],
    [401, '-19999', 'invalidEmail'],
    [403, '-19980', 'invalidEmail'],
    [400, 'SOMETHING_ELSE', 'invalidEmail'],
  ];
  for (const [status, code, errorCode] of coded) {
    it(`${status} ${code} -> ${errorCode}`, async () => {
      const { client, platform } = setup(() => appError(status, code, `Refused (${code})`));
      expect(await login(client, params)).toMatchObject({
        loginState: 'FAILURE',
        error: `Refused (${code})`,
        errorCode,
        platformCode: code,
      });
      // A 401 with an identity code is the answer, not expired credentials: no refresh, no second attempt.
      expect(platform.requests).toHaveLength(1);
      expect(platform.tokenRequests.map((r) => (r.body as { grantType: string }).grantType)).toEqual(['anonymous']);
    });
  }

  it('error is the text for the member, not the developer message', async () => {
    const { client } = setup(() =>
      json(
        {
          message: 'Wrong email or password (-19976)',
          details: { applicationError: { code: '-19976', description: 'Wrong email or password' } },
        },
        401,
      ),
    );
    expect(await login(client, params)).toMatchObject({ error: 'Wrong email or password', errorCode: 'invalidPassword' });
  });

  it('a validation error is a FAILURE (invalidEmail), never a thrown TypeError', async () => {
    const { client } = setup(() =>
      validationError([{ field: 'loginId.email', description: 'must be a valid email', data: { type: 'EMAIL' } }]),
    );
    expect(await login(client, params)).toMatchObject({ loginState: 'FAILURE', error: 'must be a valid email', errorCode: 'invalidEmail' });
    const noData = setup(() => validationError([{ field: 'password', description: 'must not be empty' }]));
    expect(await login(noData.client, params)).toMatchObject({
      loginState: 'FAILURE',
      error: 'password must not be empty',
      errorCode: 'invalidEmail',
    });
  });

  it('a 401 without an identity code still refreshes once and retries', async () => {
    let calls = 0;
    const { client, platform } = setup(() =>
      ++calls === 1 ? json({ message: 'expired' }, 401) : json({ state: 'SUCCESS', sessionToken: 's' }),
    );
    expect(await login(client, params)).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 's' } });
    expect(platform.requests.map((r) => r.headers.authorization)).toEqual(['at-1', 'at-2']);
  });

  it('5xx is thrown', async () => {
    const { client } = setup(() => json({}, 503));
    expect(isServerError(await login(client, params).catch((e) => e))).toBe(true);
  });

  it('sends captcha tokens as one element, and none when none are given', async () => {
    const { client, platform } = setup(() => json({ state: 'SUCCESS', sessionToken: 's' }));
    await login(client, { ...params, captchaTokens: { recaptchaToken: 'v', invisibleRecaptchaToken: 'i' } });
    expect(platform.requests[0]!.body).toEqual({
      loginId: { email: params.email },
      password: params.password,
      captchaTokens: [{ Recaptcha: 'v', InvisibleRecaptcha: 'i' }],
    });
    await login(client, { ...params, captchaTokens: { recaptchaToken: 'v' } });
    expect((platform.requests[1]!.body as { captchaTokens: unknown }).captchaTokens).toEqual([{ Recaptcha: 'v' }]);
    await login(client, params);
    expect(platform.requests[2]!.body).not.toHaveProperty('captchaTokens');
    await register(client, { ...params, captchaTokens: [{ NoCaptcha: 'n' }] });
    expect((platform.requests[3]!.body as { captchaTokens: unknown }).captchaTokens).toEqual([{ NoCaptcha: 'n' }]);
  });
});

describe('processVerification', () => {
  const pending = { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' };

  it('is FAILURE Unknown _state without an EMAIL_VERIFICATION_REQUIRED state, sending nothing', async () => {
    const { client, platform } = setup(() => json({}));
    const unknown = { loginState: 'FAILURE', error: 'Unknown _state' };
    expect(await processVerification(client, { code: '123456' })).toEqual(unknown);
    expect(await processVerification(client, { code: '123456' }, { loginState: 'INITIAL' })).toEqual(unknown);
    expect(await processVerification(client, { code: '123456' }, { loginState: 'OWNER_APPROVAL_REQUIRED' })).toEqual(unknown);
    expect(await processVerification(client, { code: '123456' }, { loginState: 'SUCCESS', data: { sessionToken: 's' } })).toEqual(unknown);
    expect(platform.requests).toHaveLength(0);
  });

  it('uses the state saved by register, then forgets it after SUCCESS', async () => {
    const { client, platform } = setup((r) =>
      r.url.pathname.endsWith('/register') ? json(pending) : json({ state: 'SUCCESS', sessionToken: 'sess' }),
    );
    const registered = await register(client, params);
    expect(registered).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    expect(await processVerification(client, { code: '123456' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'sess' } });
    expect(platform.requests[1]).toMatchObject({ body: { code: '123456', stateToken: 'st-1' } });
    expect(platform.requests[1]!.url.pathname).toBe('/_api/iam/verification/v1/auth/verify');
    // Not re-sent a second time (the official SDK re-sends the stale token).
    expect(await processVerification(client, { code: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(platform.requests).toHaveLength(2);
  });

  it('takes a state persisted as JSON (after a reload) and the verificationCode alias', async () => {
    const { client, platform } = setup(() => json({ state: 'REQUIRE_OWNER_APPROVAL' }));
    const persisted = JSON.parse(JSON.stringify({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-9' } }));
    expect(await processVerification(client, { verificationCode: '654321' }, persisted)).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
    expect(platform.requests[0]!.body).toEqual({ code: '654321', stateToken: 'st-9' });
  });

  it('a wrong code is a FAILURE and the pending state is kept for another try', async () => {
    let attempt = 0;
    const { client } = setup((r) => {
      if (r.url.pathname.endsWith('/login')) return json(pending);
      return ++attempt === 1
        ? appError(400, 'VERIFICATION_FAILED', 'Wrong or expired code')
        : json({ state: 'SUCCESS', sessionToken: 'sess' });
    });
    await login(client, params);
    const wrong = await processVerification(client, { code: '000000' });
    expect(wrong).toEqual({
      loginState: 'FAILURE',
      error: 'Wrong or expired code',
      platformCode: 'VERIFICATION_FAILED',
      requestId: 'req-1',
    });
    expect(await processVerification(client, { code: '123456' })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('a new login that does not need verification forgets the old pending state', async () => {
    let step = 0;
    const { client, platform } = setup(() => (++step === 1 ? json(pending) : json({ state: 'SUCCESS', sessionToken: 's' })));
    await login(client, params);
    await login(client, params);
    expect(await processVerification(client, { code: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(platform.requests).toHaveLength(2);
  });

  it('shares the saved state with client.with() copies', async () => {
    const { client } = setup((r) => (r.url.pathname.endsWith('/login') ? json(pending) : json({ state: 'SUCCESS', sessionToken: 's' })));
    await login(client, params);
    expect(await processVerification(client.with({ timeoutMs: 1000 }), { code: '123456' })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('requires a code', async () => {
    const { client } = setup(() => json({}));
    expect(isInputError(await processVerification(client, {} as { code: string }).catch((e) => e))).toBe(true);
  });
});

describe('completing a SUCCESS', () => {
  const success = () => json({ state: 'SUCCESS', sessionToken: 'sess', identity: { id: 'member-1' } });

  it("stops at the session token on the server by default ('auto' without a DOM)", async () => {
    const { client, platform } = setup(success);
    const result = await login(client, params);
    expect(result).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess' } });
    expect(result).not.toHaveProperty('tokens');
    expect(client.auth.role()).toBe('visitor');
    expect(platform.tokenRequests).toHaveLength(1);
  });

  it("'direct' without a DOM is a clear AuthFlowError", async () => {
    const { client } = setup(success);
    const error = await login(client, params, { complete: 'direct' }).catch((e) => e);
    expect(isAuthFlowError(error) && error.code).toBe('no_dom');
    expect(error.message).toMatch(/needs a browser/);
  });

  it('{ apiKey } exchanges the session with the authorized_client grant and stores member tokens', async () => {
    const { client, platform } = setup(success);
    const result = await login(client, params, { complete: { apiKey: 'admin-key' } });
    expect(result).toMatchObject({ loginState: 'SUCCESS', tokens: { refreshToken: { role: 'member' } } });
    const grant = platform.tokenRequests.at(-1)!;
    expect(grant.body).toEqual({ grant_type: 'authorized_client', member_id: 'member-1', session_token: 'sess' });
    expect(grant.headers.authorization).toBe('at-1,admin-key');
    expect(client.auth.loggedIn()).toBe(true);
  });

  it('a function completes it your way; its tokens go on the result', async () => {
    const { client } = setup(success);
    const tokens: Tokens = { accessToken: { value: 'a', expiresAt: 2e9 }, refreshToken: { value: 'r', role: 'member' } };
    const seen: StateMachine[] = [];
    const result = await register(client, params, {
      complete: async (state) => {
        seen.push(state);
        return tokens;
      },
    });
    expect(seen).toEqual([{ loginState: 'SUCCESS', data: { sessionToken: 'sess' }, identity: { id: 'member-1' } }]);
    expect(result).toMatchObject({ loginState: 'SUCCESS', tokens });
  });

  it('processVerification completes too', async () => {
    const { client, platform } = setup(success);
    const state = { loginState: 'EMAIL_VERIFICATION_REQUIRED' as const, data: { stateToken: 'st' } };
    await processVerification(client, { code: '123456' }, state, { complete: { apiKey: 'admin-key' } });
    expect(platform.tokenRequests.at(-1)!.body).toMatchObject({ grant_type: 'authorized_client', member_id: 'member-1' });
  });
});
