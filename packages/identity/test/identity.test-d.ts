import { describe, expectTypeOf, it } from 'vitest';
import { apiKey, createClient, generateOAuthData, oauth, type RawHttpResponse, type Tokens } from '@frontdesk/core';
import {
  createRedirectSession,
  endSession,
  getAuthUrl,
  login,
  loginV2,
  processVerification,
  verifyFactor,
  type AuthUrl,
  type StateMachine,
} from '../src/index.js';

const client = createClient({ auth: oauth({ clientId: 'c' }) });
const admin = createClient({ auth: apiKey({ apiKey: 'k', siteId: 's' }) });

describe('identity types', () => {
  it('calls take the official positional arguments and return Dates', async () => {
    const response = await loginV2(client, { email: 'a@b.c' }, { password: 'p' });
    expectTypeOf(response.identity).toMatchTypeOf<{ createdDate?: Date } | undefined>();
    expectTypeOf(response.state).toEqualTypeOf<
      | 'UNKNOWN_STATE'
      | 'SUCCESS'
      | 'REQUIRE_OWNER_APPROVAL'
      | 'REQUIRE_EMAIL_VERIFICATION'
      | 'STATUS_CHECK'
      | 'REQUIRE_MFA'
      | 'MFA_CHALLENGE'
      | 'REQUIRE_FIRST_FACTOR'
      | 'REQUIRE_MISSING_FIELDS'
      | undefined
    >();
    // @ts-expect-error the factor type is one of FactorType
    await verifyFactor(client, 'PIGEON', { stateToken: 's' });
    const { redirectSession } = await createRedirectSession(client, { login: {} });
    expectTypeOf(redirectSession?.fullUrl).toEqualTypeOf<string | undefined>();
    expectTypeOf(await endSession(client)).toMatchTypeOf<RawHttpResponse>();
  });

  it('flow results narrow on loginState', async () => {
    const result = await login(client, { email: 'a@b.c', password: 'p' });
    expectTypeOf(result).toEqualTypeOf<StateMachine>();
    if (result.loginState === 'SUCCESS') {
      expectTypeOf(result.data.sessionToken).toBeString();
      expectTypeOf(result.tokens).toEqualTypeOf<Tokens | undefined>();
    }
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
      await processVerification(client, { code: '123456' }, result);
    }
    if (result.loginState === 'FAILURE') {
      expectTypeOf(result.errorCode).toEqualTypeOf<
        | 'invalidEmail'
        | 'invalidPassword'
        | 'resetPassword'
        | 'missingCaptchaToken'
        | 'emailAlreadyExists'
        | 'invalidCaptchaToken'
        | undefined
      >();
    }
  });

  it('redirect flows need an oauth() client', async () => {
    const data = await generateOAuthData(client, 'https://shop.example/callback');
    expectTypeOf(await getAuthUrl(client, data)).toEqualTypeOf<AuthUrl>();
    // @ts-expect-error an API-key client has no OAuth token manager
    await getAuthUrl(admin, data);
  });
});
