import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, oauth, type FrontdeskClient, type OAuthApi } from '@frontdesk/core';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, DEMO_PLAN_IDS } from '@frontdesk/emulator';
import type { SignInOptions } from '@frontdesk/identity';
import { scopeOf, useLoginCallback } from '../src/index.js';
import { usePublicPlans } from '../src/plans/index.js';
import { useMemberOrders } from '../src/orders/index.js';
import { memberQueries, useAuth, useCurrentMember, useSuspenseCurrentMember } from '../src/members/index.js';
import {
  useLogin,
  useLoginRedirect,
  useLogout,
  useChangePassword,
  useRecoverPassword,
  useRegister,
  useResendVerificationCode,
  useSendPasswordReset,
  useVerifyEmail,
} from '../src/identity/index.js';
import {
  freshQueryClient,
  oauthClient,
  recordingFetch,
  renderSuspenseHook,
  signInAs,
  useEmulator,
  wrapper,
  renderWithProvider,
} from './helpers.js';

const env = useEmulator();
// In happy-dom a SUCCESS cannot complete through the hidden frame (no real page behind it): complete
// it with the emulator's admin key instead, as a server would.
const signIn: SignInOptions = { complete: { apiKey: DEMO_API_KEY, dangerouslyAllowBrowser: true } };

afterEach(() => history.replaceState(null, '', '/'));

describe('useAuth', () => {
  it('reports a visitor, then the signed-in member and their data, then a visitor again', async () => {
    const { fetch, calls } = recordingFetch();
    const client = createClient({
      fetch,
      auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage(), flowStorage: memoryStorage() }),
    });
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({ auth: useAuth({ fieldsets: ['FULL'] }), login: useLogin({ signIn }), logout: useLogout({ navigate: false }) }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.auth.ready).toBe(true));
    expect(result.current.auth).toMatchObject({ role: 'none', loggedIn: false, scope: 'visitor', member: undefined });
    expect(result.current.auth.memberQuery.fetchStatus).toBe('idle');

    const state = await act(() => result.current.login.mutateAsync({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }));
    expect(state.loginState).toBe('SUCCESS');
    await waitFor(() => expect(result.current.auth.member?.id).toBe(DEMO_MEMBER_ID));
    expect(result.current.auth).toMatchObject({ role: 'member', loggedIn: true, scope: scopeOf(client) });
    expect(result.current.auth.member?.loginEmail).toBe(DEMO_MEMBER_EMAIL);
    expect(result.current.auth.member?.createdDate).toBeInstanceOf(Date);
    expect(calls.filter((c) => c.endsWith('/members/v1/members/my'))).toHaveLength(1);

    await act(() => result.current.logout.mutateAsync({ postFlowUrl: '/' }));
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(false));
    expect(result.current.auth.member).toBeUndefined();
    expect(queryClient.getQueryCache().findAll({ predicate: (q) => String(q.queryKey[1]).startsWith('member:') })).toEqual([]);
  });

  it('useCurrentMember and useSuspenseCurrentMember read the member; a visitor gets a typed 404', async () => {
    const client = oauthClient();
    const visitor = renderWithProvider(() => useCurrentMember(), client);
    await waitFor(() => expect(visitor.result.current.error?.name).toBe('NotFoundError'));
    expect(visitor.result.current.failureCount).toBe(1);
    await signInAs(env.emulator, client, DEMO_MEMBER_ID);
    const suspended = await renderSuspenseHook(() => useSuspenseCurrentMember({ fieldsets: ['FULL'] }), client);
    expect(suspended.current.data.member?.id).toBe(DEMO_MEMBER_ID);
    expect(memberQueries.current(client).queryKey).toEqual(['frontdesk', scopeOf(client), 'members', 'current']);
  });
});

describe('sign-in hooks', () => {
  it('useLogin reports a refusal as a FAILURE result, not an error', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => useLogin({ signIn }), client);
    const state = await act(() => result.current.mutateAsync({ email: DEMO_MEMBER_EMAIL, password: 'wrong-password' }));
    expect(state).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(result.current.isError).toBe(false);
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('useRegister then useVerifyEmail sign a new member in after the emailed code', async () => {
    env.emulator.identity.setPolicy({ requireEmailVerification: true });
    const client = oauthClient();
    const { result } = renderWithProvider(
      () => ({ register: useRegister({ signIn }), verify: useVerifyEmail({ signIn }), auth: useAuth() }),
      client,
    );
    const pending = await act(() =>
      result.current.register.mutateAsync({ email: 'ada@example.com', password: 'S3cret-Passw0rd', profile: { nickname: 'Ada' } }),
    );
    expect(pending.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const wrong = await act(() => result.current.verify.mutateAsync({ code: '000000', state: pending }));
    expect(wrong.loginState).toBe('FAILURE');
    const { code } = env.emulator.outbox.latest('ada@example.com')!;
    const done = await act(() => result.current.verify.mutateAsync({ code: code!, state: pending }));
    expect(done.loginState).toBe('SUCCESS');
    await waitFor(() => expect(result.current.auth.member?.profile?.nickname).toBe('Ada'));
  });

  it('useSendPasswordReset emails a reset link', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => useSendPasswordReset(), client);
    await act(() => result.current.mutateAsync({ email: DEMO_MEMBER_EMAIL, redirectUri: `${location.origin}/login` }));
    expect(result.current.isSuccess).toBe(true);
    expect(env.emulator.outbox.latest(DEMO_MEMBER_EMAIL)?.link).toBeTruthy();
  });
});

describe('password and verification-code hooks', () => {
  it('useResendVerificationCode emails a new code for a pending sign-in', async () => {
    env.emulator.identity.setPolicy({ requireEmailVerification: true });
    const client = oauthClient();
    const { result } = renderWithProvider(
      () => ({ register: useRegister({ signIn }), resend: useResendVerificationCode(), verify: useVerifyEmail({ signIn }) }),
      client,
    );
    const pending = await act(() => result.current.register.mutateAsync({ email: 'grace@example.com', password: 'S3cret-Passw0rd' }));
    if (pending.loginState !== 'EMAIL_VERIFICATION_REQUIRED') throw new Error(`unexpected ${pending.loginState}`);
    const first = env.emulator.outbox.all().filter((m) => m.to === 'grace@example.com').length;
    await act(() => result.current.resend.mutateAsync(pending.data.stateToken));
    expect(env.emulator.outbox.all().filter((m) => m.to === 'grace@example.com')).toHaveLength(first + 1);
    const done = await act(() =>
      result.current.verify.mutateAsync({ code: env.emulator.outbox.latest('grace@example.com')!.code!, state: pending }),
    );
    expect(done.loginState).toBe('SUCCESS');
  });

  it('useChangePassword changes the signed-in member’s password', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(() => ({ login: useLogin({ signIn }), change: useChangePassword() }), client);
    await act(() => result.current.login.mutateAsync({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }));
    await waitFor(() => expect(client.auth.loggedIn()).toBe(true));
    await act(() => result.current.change.mutateAsync('N3w-Passw0rd!'));
    const again = await act(() => result.current.login.mutateAsync({ email: DEMO_MEMBER_EMAIL, password: 'N3w-Passw0rd!' }));
    expect(again.loginState).toBe('SUCCESS');
  });

  it('useRecoverPassword sets a new password from the reset link', async () => {
    const client = oauthClient();
    const { result } = renderWithProvider(
      () => ({ reset: useSendPasswordReset(), recover: useRecoverPassword(), login: useLogin({ signIn }) }),
      client,
    );
    await act(() => result.current.reset.mutateAsync({ email: DEMO_MEMBER_EMAIL, redirectUri: `${location.origin}/login` }));
    const { token } = env.emulator.outbox.latest(DEMO_MEMBER_EMAIL)!;
    const state = await act(() => result.current.recover.mutateAsync({ recoveryToken: token!, password: 'Rec0vered-Pass!' }));
    expect(state.state).toBe('SUCCESS');
    const login = await act(() => result.current.login.mutateAsync({ email: DEMO_MEMBER_EMAIL, password: 'Rec0vered-Pass!' }));
    expect(login.loginState).toBe('SUCCESS');
  });
});

/** Opens the emulator's hosted login page of `authUrl` (prompt none: no form); returns where it sends the browser back. */
async function signInOnHostedPage(authUrl: string): Promise<string> {
  const response = await env.emulator.fetch(authUrl);
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

describe('hosted login', () => {
  it('useLoginRedirect starts the PKCE flow; useLoginCallback finishes it once and cleans the address bar', async () => {
    // One client for the page that starts the login, another for the callback page (a new page load
    // sharing the flow storage, as sessionStorage would).
    const flowStorage = memoryStorage();
    const start = createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, flowStorage }) });
    const visited: string[] = [];
    const redirect = renderWithProvider(() => useLoginRedirect({ navigate: (url) => visited.push(url) }), start);
    // happy-dom's Request drops the Cookie header, which the hosted form's anti-forgery token needs: the
    // member signs in with a session token instead (prompt none, no form), as a direct login does.
    const sessionToken = env.emulator.identity.createSession(DEMO_MEMBER_ID);
    const variables = { redirectUri: `${location.origin}/callback`, originalUri: '/account', prompt: 'none' as const, sessionToken };
    const { authUrl } = await act(() => redirect.result.current.mutateAsync(variables));
    expect(visited).toEqual([authUrl]);

    const back = new URL(await signInOnHostedPage(authUrl));
    expect(back.hash).toMatch(/code=.+&state=.+/);
    history.replaceState(null, '', `/callback?tab=orders${back.hash}&keep=1`);

    const { fetch, grants } = recordingFetch();
    const client = createClient({ fetch, auth: oauth({ clientId: DEMO_CLIENT_ID, flowStorage }) }) as FrontdeskClient<OAuthApi>;
    const callback = renderHook(() => ({ callback: useLoginCallback(), auth: useAuth() }), {
      wrapper: wrapper(client, freshQueryClient()),
      reactStrictMode: true,
    });
    await waitFor(() => expect(callback.result.current.callback.status).toBe('success'));
    expect(callback.result.current.callback.originalUri).toBe('/account');
    expect(client.auth.loggedIn()).toBe(true);
    await waitFor(() => expect(callback.result.current.auth.member?.id).toBe(DEMO_MEMBER_ID));
    // code and state are gone; the rest of the URL stays.
    expect(location.pathname + location.search + location.hash).toBe('/callback?tab=orders#keep=1');
    // Strict Mode ran the effect twice, the single-use code was exchanged once.
    expect(grants.filter((g) => g === 'authorization_code')).toHaveLength(1);
  });

  it('useLoginCallback reports a bad state as an error, and is idle without a callback', async () => {
    history.replaceState(null, '', '/callback#code=abc&state=forged');
    const client = oauthClient();
    const { result } = renderWithProvider(() => useLoginCallback(), client);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ name: 'AuthFlowError', message: 'Invalid _state' });
    expect(location.hash).toBe('');
    history.replaceState(null, '', '/plans');
    const idle = renderWithProvider(() => useLoginCallback(), oauthClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle.result.current).toEqual({ status: 'idle', error: null });
  });
});

describe('useLogout', () => {
  it('navigates to the platform logout page and clears and cancels the member queries; public data stays', async () => {
    const client = oauthClient();
    await signInAs(env.emulator, client, DEMO_MEMBER_ID);
    const memberScope = scopeOf(client);
    const queryClient = freshQueryClient();
    const visited: string[] = [];
    const { result } = renderWithProvider(
      () => ({ orders: useMemberOrders(), plans: usePublicPlans(), logout: useLogout({ navigate: (url) => visited.push(url) }) }),
      client,
      queryClient,
    );
    await waitFor(() => expect(result.current.orders.data && result.current.plans.data).toBeTruthy());
    env.emulator.faults.inject({ path: '/pricing-plans/v2/member/orders', delayMs: 2000 });
    void queryClient.refetchQueries({ queryKey: ['frontdesk', memberScope] });
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['frontdesk', memberScope] })).toBeGreaterThan(0));

    await act(() => result.current.logout.mutateAsync({ postFlowUrl: '/' }));

    expect(visited).toHaveLength(1);
    expect(visited[0]).toMatch(/^https?:\/\//);
    expect(client.auth.loggedIn()).toBe(false);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['frontdesk', memberScope] })).toEqual([]);
    expect(queryClient.isFetching({ queryKey: ['frontdesk', memberScope] })).toBe(0);
    // The orders hook now asks as a visitor (and is refused); the member's orders are gone from it.
    await waitFor(() => expect(result.current.orders.error?.name).toBe('PermissionError'));
    expect(result.current.orders.data).toBeUndefined();
    expect(result.current.plans.data?.items.map((p) => p.id)).toContain(DEMO_PLAN_IDS.monthly);
  });
});
