import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import {
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_MEMBER_PASSWORD,
  DEMO_PLAN_IDS,
  DEMO_SITE_ID,
} from '@frontdesk/emulator';
import { createOfflineOrder } from '@frontdesk/orders';
import { installDom, schedulerIdle } from './dom.js';
import { convertedApp, hostedSignIn, useEmulatorServer } from './e2e.js';
import { FIXTURES } from './helpers.js';

/**
 * The Next.js App Router fixture (test/fixtures/next-app), before and after the tool converted it,
 * against the emulator: its middleware, server components (rendered with react-dom/server, as the
 * App Router renders them), and route handlers are called as Next calls them, with the request's
 * cookies; its client component is rendered in a DOM (happy-dom), where it reads with the
 * browser's own client. What is compared is what the app shows and answers.
 */

const ORIGIN = 'http://localhost:3000';

// `cookies()` of next/headers outside a Next server: the cookies of the request being simulated.
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    has: (name: string) => request.cookies.has(name),
  }),
}));

const { fresh } = useEmulatorServer();

/** What the app showed and answered in one run of the scenario. */
interface Transcript {
  middleware: { cookie: boolean; role: string | undefined };
  home: string;
  plan: string;
  api: unknown;
  accountSignedOut: string;
  login: { status: number; location: string };
  callback: { status: number; location: string | null; role: string | undefined };
  account: string;
  homeSignedIn: string;
}

/** Runs the scenario against one copy of the app (`base`): a visitor's first pages, the sign-in, the member's page. */
async function runApp(base: string): Promise<Transcript> {
  fresh([`${ORIGIN}/callback`]);
  vi.stubEnv('NEXT_PUBLIC_WIX_CLIENT_ID', DEMO_CLIENT_ID);
  // The demo member bought a plan at the desk (set up with Frontdesk: not part of the app).
  const owner = createClient({ auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
  await createOfflineOrder(owner, DEMO_PLAN_IDS.yearly, DEMO_MEMBER_ID, { paid: true });

  const load = async <T>(path: string): Promise<T> => (await import(/* @vite-ignore */ join(base, path))) as T;
  type Page = (props?: never) => Promise<ReactElement>;
  const render = async (page: Promise<ReactElement>) => renderToStaticMarkup(await page);
  const { middleware } = await load<{ middleware(request: NextRequest): Promise<Response & { cookies: NextRequest['cookies'] }> }>(
    'middleware.ts',
  );

  // A visitor's first request: the middleware gives them tokens.
  request.cookies.clear();
  const first = await middleware(new NextRequest(`${ORIGIN}/`));
  const session = first.cookies.get('wix-session')?.value;
  request.cookies.set('wix-session', session ?? '');
  const middlewareResult = { cookie: session !== undefined, role: session ? JSON.parse(session).refreshToken?.role : undefined };

  const home = await render((await load<{ default: Page }>('app/page.tsx')).default());
  const planPage = (
    await load<{ default: (props: { params: Promise<{ slug: string }> }) => Promise<ReactElement> }>('app/plans/[slug]/page.tsx')
  ).default;
  const plan = await render(planPage({ params: Promise.resolve({ slug: 'annual-membership' }) }));
  const api = await (await (await load<{ GET(): Promise<Response> }>('app/api/plans/route.ts')).GET()).json();
  const accountPage = (await load<{ default: Page }>('app/account/page.tsx')).default;
  const accountSignedOut = await render(accountPage());

  // The sign-in: /login, the hosted page, /callback.
  const { GET: loginRoute } = await load<{ GET(request: NextRequest): Promise<Response> }>('app/login/route.ts');
  const loginResponse = await loginRoute(new NextRequest(`${ORIGIN}/login`, { headers: { cookie: `wix-session=${session}` } }));
  const authUrl = loginResponse.headers.get('location')!;
  const oauthCookie = (loginResponse as unknown as { cookies: NextRequest['cookies'] }).cookies.get('wix-oauth-data')?.value ?? '';
  const callbackUrl = await hostedSignIn(authUrl, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ORIGIN);
  const { GET: callbackRoute } = await load<{ GET(request: NextRequest): Promise<Response> }>('app/callback/route.ts');
  const callbackRequest = new NextRequest(callbackUrl);
  callbackRequest.cookies.set('wix-session', session ?? '');
  callbackRequest.cookies.set('wix-oauth-data', oauthCookie);
  const callbackResponse = await callbackRoute(callbackRequest);
  const memberSession = (callbackResponse as unknown as { cookies: NextRequest['cookies'] }).cookies.get('wix-session')?.value;

  // The member's pages.
  request.cookies.set('wix-session', memberSession ?? '');
  const account = await render(accountPage());
  const homeSignedIn = await render((await load<{ default: Page }>('app/page.tsx')).default());
  vi.unstubAllEnvs();
  return {
    middleware: middlewareResult,
    home,
    plan,
    api,
    accountSignedOut,
    login: { status: loginResponse.status, location: new URL(authUrl).origin + new URL(authUrl).pathname },
    callback: {
      status: callbackResponse.status,
      location: callbackResponse.headers.get('location'),
      role: memberSession ? JSON.parse(memberSession).refreshToken?.role : undefined,
    },
    account,
    homeSignedIn,
  };
}

/**
 * Renders the app's client component in a DOM (installed by the caller), against a fresh emulator,
 * as the browser does after the server's HTML; returns its markup once its effect has read the plans
 * with the browser's own client.
 */
async function renderPlanCount(base: string): Promise<string> {
  fresh();
  vi.stubEnv('NEXT_PUBLIC_WIX_CLIENT_ID', DEMO_CLIENT_ID);
  // The browser loads the app's modules anew: its client is made in the page.
  vi.resetModules();
  const { PlanCount } = (await import(/* @vite-ignore */ join(base, 'app/plan-count.tsx'))) as { PlanCount: () => ReactElement };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(createElement(PlanCount));
  await vi.waitFor(
    () => {
      if (!container.textContent?.includes('plans to choose from')) throw new Error(`the component shows ${container.textContent}`);
    },
    { timeout: 20_000, interval: 20 },
  );
  const markup = container.innerHTML;
  root.unmount();
  container.remove();
  vi.unstubAllEnvs();
  await schedulerIdle();
  return markup;
}

describe('the Next.js App Router fixture', () => {
  let before: Transcript;
  let after: Transcript;
  const converted = convertedApp('next-app');
  /** The client component once it has read the plans in the browser, before and after. */
  let planCount: { before: string; after: string };
  beforeAll(async () => {
    before = await runApp(join(FIXTURES, 'next-app'));
    after = await runApp(converted.dir);
  }, 120_000);
  // Then the browser's part, in a DOM installed once the server's part is done.
  let dom: ReturnType<typeof installDom> | undefined;
  afterAll(() => dom?.uninstall());
  beforeAll(async () => {
    dom = installDom(`${ORIGIN}/`);
    planCount = { before: await renderPlanCount(join(FIXTURES, 'next-app')), after: await renderPlanCount(converted.dir) };
  }, 120_000);

  it('works with the official SDK (the baseline)', () => {
    expect(before.middleware).toEqual({ cookie: true, role: 'visitor' });
    expect(before.home).toContain('Annual Membership');
    expect(planCount.before).toMatch(/^<p class="plan-count">[1-9]\d* plans to choose from<\/p>$/);
    expect(before.callback.role).toBe('member');
    expect(before.account).toContain('Annual Membership');
  });

  it('converts every official call site, and a second run changes nothing', () => {
    expect(converted.notConverted).toEqual([]);
    expect(converted.callSites.converted).toBe(converted.callSites.total);
    expect(converted.changedBySecondRun).toEqual([]);
  });

  it('shows the same pages and answers the same to the visitor', () => {
    expect(after.middleware).toEqual(before.middleware);
    expect(after.home).toBe(before.home);
    expect(planCount.after).toBe(planCount.before);
    expect(after.plan).toBe(before.plan);
    expect(after.api).toEqual(before.api);
    expect(after.accountSignedOut).toBe(before.accountSignedOut);
  });

  it('signs the member in the same way and shows them the same account page', () => {
    expect(after.login).toEqual(before.login);
    expect(after.callback).toEqual(before.callback);
    expect(after.account).toBe(before.account);
    expect(after.homeSignedIn).toBe(before.homeSignedIn);
  });
});
