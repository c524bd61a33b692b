import { describe, expect, it } from 'vitest';
import { createClient, isInputError, staticToken } from '@frontdesk/core';
import {
  changePassword,
  createRedirectSession,
  endSession,
  loginCallback,
  loginV2,
  recover,
  registerV2,
  resendDuringAuthentication,
  sendActivationEmail,
  sendRecoveryEmail,
  signOn,
  startVerification,
  verifyDuringAuthentication,
  verifyFactor,
} from '../src/index.js';
import { json } from '@frontdesk/test-support';
import { BASE, fakePlatform } from './helpers.js';

function setup(respond?: Parameters<typeof fakePlatform>[0]) {
  const platform = fakePlatform(respond);
  const client = createClient({ baseUrl: BASE, fetch: platform.fetch, retry: false, auth: staticToken('tok') });
  const last = () => {
    const r = platform.requests.at(-1)!;
    return { method: r.method, path: r.url.pathname, query: r.url.search, body: r.body, headers: r.headers };
  };
  return { client, platform, last };
}

describe('identity calls: wire shapes (wire.md rows 99-112)', () => {
  it('createRedirectSession: POST /_api/redirects-api/v1/redirect-session with the options as the body', async () => {
    const { client, last } = setup(() =>
      json({
        redirectSession: {
          id: 'rs-1',
          fullUrl: 'https://login.test/x?a=1',
          urlDetails: { endpoint: 'https://login.test/x' },
          sessionToken: 'st',
        },
      }),
    );
    const options = { logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/' } };
    const response = await createRedirectSession(client, options);
    expect(last()).toMatchObject({ method: 'POST', path: '/_api/redirects-api/v1/redirect-session', body: options });
    expect(last().headers).toMatchObject({ authorization: 'tok', 'content-type': 'application/json' });
    expect(response.redirectSession?.fullUrl).toBe('https://login.test/x?a=1');
    await createRedirectSession(client);
    expect(last().body).toEqual({});
  });

  it('registerV2: loginId, password, profile (dates as ISO text), captchaTokens', async () => {
    const { client, last } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    const profile = { firstName: 'Ada', customFields: [{ name: 'joined', value: { dateValue: new Date(Date.UTC(2026, 2, 1)) } }] };
    const response = await registerV2(
      client,
      { email: 'ada@example.com' },
      { password: 'pw-1234', profile, captchaTokens: [{ Recaptcha: 'cap' }] },
    );
    expect(last()).toMatchObject({ method: 'POST', path: '/_api/iam/authentication/v2/register' });
    expect(last().body).toEqual({
      loginId: { email: 'ada@example.com' },
      password: 'pw-1234',
      profile: { firstName: 'Ada', customFields: [{ name: 'joined', value: { dateValue: '2026-03-01T00:00:00.000Z' } }] },
      captchaTokens: [{ Recaptcha: 'cap' }],
    });
    expect(profile.customFields[0]!.value.dateValue).toBeInstanceOf(Date);
    expect(response).toEqual({ state: 'SUCCESS', sessionToken: 'sess' });
  });

  it('registerV2: profile addresses go out with the wire names (official names renamed), the profile unchanged', async () => {
    const { client, last } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    const official = {
      addressLine1: 'Rothschild Blvd 1',
      addressLine2: 'Floor 3',
      city: 'Tel Aviv',
      country: 'IL',
      formatted: 'Rothschild Blvd 1, Tel Aviv',
      location: { latitude: 32.0636, longitude: 34.7713 },
    };
    const wireNames = {
      addressLine: 'Rothschild Blvd 1',
      addressLine2: 'Floor 3',
      city: 'Tel Aviv',
      country: 'IL',
      formattedAddress: 'Rothschild Blvd 1, Tel Aviv',
      geocode: { latitude: 32.0636, longitude: 34.7713 },
    };
    const profile = {
      addresses: [
        { tag: 'HOME' as const, address: official },
        { tag: 'WORK' as const, address: wireNames },
      ],
    };
    const before = structuredClone(profile);
    await registerV2(client, { email: 'ada@example.com' }, { password: 'pw-1234', profile });
    expect(last().body).toEqual({
      loginId: { email: 'ada@example.com' },
      password: 'pw-1234',
      profile: {
        addresses: [
          { tag: 'HOME', address: wireNames },
          { tag: 'WORK', address: wireNames },
        ],
      },
    });
    expect(profile).toEqual(before);
  });

  it('loginV2: loginId and password', async () => {
    const { client, last } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    await loginV2(client, { email: 'ada@example.com' }, { password: 'pw-1234' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      body: { loginId: { email: 'ada@example.com' }, password: 'pw-1234' },
    });
    expect(Object.keys(last().body as object)).toEqual(['loginId', 'password']);
  });

  it('changePassword: { newPassword }', async () => {
    const { client, last } = setup();
    expect(await changePassword(client, 'better-pw')).toEqual({});
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/authentication/v2/change-password',
      body: { newPassword: 'better-pw' },
    });
  });

  it('loginCallback: GET with state and sessionToken in the query string', async () => {
    const { client, last } = setup(() =>
      json({ state: 'SUCCESS', sessionToken: 't-1', identity: { id: 'm-1', updatedDate: '2026-03-01T09:00:00.000Z' } }),
    );
    const response = await loginCallback(client, { state: 's-1', sessionToken: 't-1' });
    expect(response.identity?.updatedDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(last()).toMatchObject({ method: 'GET', path: '/_api/iam/authentication/v1/callback', body: undefined });
    expect(new URLSearchParams(last().query)).toEqual(new URLSearchParams({ state: 's-1', sessionToken: 't-1' }));
  });

  it('signOn: loginId plus profile, verifyEmail, mergeExistingContact', async () => {
    const { client, last } = setup(() => json({ sessionToken: 'sess', identity: { id: 'm-1', createdDate: '2026-03-01T09:00:00.000Z' } }));
    const response = await signOn(client, { email: 'ada@example.com' }, { verifyEmail: true, mergeExistingContact: false });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/authentication/v2/sign-on',
      body: { loginId: { email: 'ada@example.com' }, verifyEmail: true, mergeExistingContact: false },
    });
    expect(response.identity?.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
  });

  it('endSession: GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri&clientId, the raw answer', async () => {
    const { client, last, platform } = setup(() => new Response(null, { status: 302, headers: { location: 'https://shop.test/' } }));
    const response = await endSession(client, { postLogoutRedirectUri: 'https://shop.test/', clientId: 'client-1' });
    expect(last()).toMatchObject({ method: 'GET', path: '/_api/iam/authentication/v1/logout', body: undefined });
    expect(Object.fromEntries(new URLSearchParams(last().query))).toEqual({
      postLogoutRedirectUri: 'https://shop.test/',
      clientId: 'client-1',
    });
    // The redirect is reported, not followed.
    expect(platform.requests.at(-1)!.redirect).toBe('manual');
    expect(response).toMatchObject({ statusCode: 302, body: '' });
    expect(response.headers).toContainEqual({ key: 'location', value: 'https://shop.test/' });

    const page = setup(() => new Response('<p>You are signed out.</p>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await endSession(page.client)).toMatchObject({ statusCode: 200, body: '<p>You are signed out.</p>' });
  });

  it('verifyFactor: the factor type in the path and in the body (as the official SDK), the rest in the body', async () => {
    const { client, last } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    const options = { stateToken: 'st-1', emailData: { code: '123456' }, rememberThisDevice: true };
    await verifyFactor(client, 'EMAIL', options);
    expect(last()).toMatchObject({ method: 'POST', path: '/_api/iam/authentication/v2/EMAIL/verify', query: '' });
    expect(last().body).toEqual({ factorType: 'EMAIL', stateToken: 'st-1', emailData: { code: '123456' }, rememberThisDevice: true });
    expect(options).not.toHaveProperty('factorType');
    await verifyFactor(client, 'EMAIL');
    expect(last().body).toEqual({ factorType: 'EMAIL' });
    const error = await verifyFactor(client, 'CARRIER_PIGEON' as 'EMAIL', { stateToken: 'st-1' }).catch((e) => e);
    expect(isInputError(error) && error.issues[0]!.argument).toBe('factorType');
  });

  it('sendRecoveryEmail: email, language, redirect { url, clientId }', async () => {
    const { client, last } = setup();
    await sendRecoveryEmail(client, 'ada@example.com', { language: 'en', redirect: { url: 'https://shop.test/', clientId: 'client-1' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/recovery/v1/send-email',
      body: { email: 'ada@example.com', language: 'en', redirect: { url: 'https://shop.test/', clientId: 'client-1' } },
    });
  });

  it('sendActivationEmail: identityId and emailOptions', async () => {
    const { client, last } = setup();
    await sendActivationEmail(client, 'id-1', { emailOptions: { language: 'de' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/recovery/v1/activation-email',
      body: { identityId: 'id-1', emailOptions: { language: 'de' } },
    });
    expect(isInputError(await sendActivationEmail(client, '').catch((e) => e))).toBe(true);
  });

  it('recover: recoveryToken and password', async () => {
    const { client, last } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    await recover(client, 'rec-1', { password: 'new-pw' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/recovery/v1/recover',
      body: { recoveryToken: 'rec-1', password: 'new-pw' },
    });
  });

  it('startVerification: POST /_api/iam/verification/v1/start (lower case), {} without options', async () => {
    const { client, last } = setup(() => json({ verificationId: 'v-1' }));
    expect(await startVerification(client, { identityId: 'id-1', target: 'EMAIL' })).toEqual({ verificationId: 'v-1' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/verification/v1/start',
      body: { identityId: 'id-1', target: 'EMAIL' },
    });
    await startVerification(client);
    expect(last().body).toEqual({});
  });

  it('verifyDuringAuthentication: code and stateToken (required)', async () => {
    const { client, last, platform } = setup(() => json({ state: 'SUCCESS', sessionToken: 'sess' }));
    await verifyDuringAuthentication(client, '123456', { stateToken: 'st-1' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'st-1' },
    });
    const error = await verifyDuringAuthentication(client, '123456', {} as { stateToken: string }).catch((e) => e);
    expect(isInputError(error) && error.issues[0]).toMatchObject({ argument: 'options', path: ['stateToken'] });
    expect(platform.requests).toHaveLength(1);
  });

  it('resendDuringAuthentication: { stateToken }', async () => {
    const { client, last } = setup();
    await resendDuringAuthentication(client, 'st-1');
    expect(last()).toMatchObject({ method: 'POST', path: '/_api/iam/verification/v1/auth/resend', body: { stateToken: 'st-1' } });
  });

  it('decodes identity timestamps, custom field dates and geocode floats', async () => {
    const { client } = setup(() =>
      json({
        state: 'SUCCESS',
        sessionToken: 'sess',
        identity: {
          id: 'm-1',
          createdDate: '2026-03-01T09:00:00.000Z',
          updatedDate: '',
          identityProfile: {
            customFields: [
              { name: 'd', value: { dateValue: '2026-01-02T00:00:00.000Z' } },
              { name: 'l', value: { listValue: { value: [{ dateValue: '2026-01-03T00:00:00.000Z' }] } } },
            ],
            addresses: [{ tag: 'HOME', address: { city: 'Lisbon', geocode: { latitude: '38.7', longitude: 'NaN' } } }],
          },
        },
        additionalData: { since: { dateValue: '2026-01-04T00:00:00.000Z' } },
      }),
    );
    const response = await loginV2(client, { email: 'ada@example.com' }, { password: 'pw' });
    const identity = response.identity!;
    expect(identity.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect('updatedDate' in identity).toBe(false);
    expect(identity.identityProfile!.customFields![0]!.value!.dateValue).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(identity.identityProfile!.customFields![1]!.value!.listValue!.value![0]!.dateValue).toEqual(
      new Date('2026-01-03T00:00:00.000Z'),
    );
    expect(identity.identityProfile!.addresses![0]!.address!.geocode).toEqual({ latitude: 38.7, longitude: NaN });
    expect(response.additionalData!['since']!.dateValue).toEqual(new Date('2026-01-04T00:00:00.000Z'));
  });
});
