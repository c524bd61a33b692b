import http from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, inject } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, DEMO_REDIRECT_URIS, type Emulator } from '@frontdesk/emulator';
import type { MigrationReport } from '../src/index.js';

/** The emulator's frozen start: dates the apps show are the same in every run. */
export const START = '2026-03-01T09:00:00.000Z';

/**
 * One msw server for a test file. Both SDKs call `www.wixapis.com` (the official one also
 * `edge.wixapis.com` for an OAuth client's module calls); each run gets a fresh emulator there.
 */
export function useEmulatorServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return {
    /** A fresh demo emulator behind the server, with `redirectUris` registered for the demo OAuth client. */
    fresh(redirectUris: string[] = []): Emulator {
      const emulator = createEmulator({ clock: START });
      server.resetHandlers(
        ...emulator.handlers({ baseUrl: 'https://www.wixapis.com' }),
        ...emulator.handlers({ baseUrl: 'https://edge.wixapis.com' }),
      );
      emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [...DEMO_REDIRECT_URIS, ...redirectUris] });
      return emulator;
    },
  };
}

/** The converted copy of a fixture app and what the tool reported for it (from test/global-setup.ts). */
export interface ConvertedApp {
  dir: string;
  /** The app's files in the report. */
  files: MigrationReport['files'];
  callSites: { total: number; converted: number };
  notConverted: MigrationReport['notConverted'];
  notes: MigrationReport['notes'];
  packageJson: MigrationReport['packageJson'][number] | undefined;
  /** The app's files a second run changed. */
  changedBySecondRun: string[];
}

/** The converted copy of `app` (converted once for all test files, by test/global-setup.ts). */
export function convertedApp(app: string): ConvertedApp {
  const { dir, report, changedBySecondRun } = inject('fixtures');
  const mine = (file: string) => file.startsWith(`${app}/`);
  const files = report.files.filter((file) => mine(file.file));
  return {
    dir: join(dir, app),
    files,
    callSites: {
      total: files.reduce((sum, file) => sum + file.callSites, 0),
      converted: files.reduce((sum, file) => sum + file.converted, 0),
    },
    notConverted: report.notConverted.filter((finding) => mine(finding.file)),
    notes: report.notes.filter((finding) => mine(finding.file)),
    packageJson: report.packageJson.find((change) => change.file === `${app}/package.json`),
    changedBySecondRun: changedBySecondRun.filter(mine),
  };
}

/** One HTTP exchange, as a browser's navigation makes it (Node's http, which msw intercepts; not the page's `fetch`). */
interface Exchange {
  status: number;
  location: string | undefined;
  setCookies: string[];
  body: string;
}

function navigation(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Exchange> {
  // Looked up at call time: msw replaces `request` on the modules when it starts listening.
  const send = url.startsWith('https:') ? https.request : http.request;
  return new Promise((resolvePromise, reject) => {
    const request = send(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const cookies = response.headers['set-cookie'] ?? [];
        resolvePromise({ status: response.statusCode ?? 0, location: response.headers.location, setCookies: cookies, body });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * Signs in on the emulator's hosted login page as a browser would: follows `authUrl` to the page,
 * submits the form (its anti-forgery token and cookie) and follows the redirects until one leaves
 * for `appOrigin`; returns that URL (the app's callback with `code` and `state`).
 */
export async function hostedSignIn(authUrl: string, email: string, password: string, appOrigin: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (exchange: Exchange) => {
    for (const line of exchange.setCookies) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const follow = async (start: string, first?: Exchange): Promise<{ url: string; page?: Exchange }> => {
    let url = start;
    let exchange = first ?? (await navigation(url, { headers: { cookie: cookieHeader() } }));
    for (let hops = 0; hops < 10; hops++) {
      keep(exchange);
      if (!exchange.location) return { url, page: exchange };
      url = new globalThis.URL(exchange.location, url).href;
      if (url.startsWith(appOrigin)) return { url };
      exchange = await navigation(url, { headers: { cookie: cookieHeader() } });
    }
    throw new Error('too many redirects');
  };
  const login = await follow(authUrl);
  if (!login.page) return login.url;
  const html = login.page.body;
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form at ${login.url}: ${html.slice(0, 300)}`);
  const formUrl = new globalThis.URL(action, login.url).href;
  const submitted = await navigation(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader() },
    body: new URLSearchParams({ session: field('session'), csrf: field('csrf'), email, password, action: 'login' }).toString(),
  });
  const back = await follow(formUrl, submitted);
  if (back.page) throw new Error(`the sign-in did not come back to the app (${back.page.status}): ${back.page.body.slice(0, 300)}`);
  return back.url;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Replaces each distinct UUID with `<id N>` in order of first appearance (the same text twice gets the same N). */
export function normalizeIds<T>(value: T): T {
  const seen = new Map<string, string>();
  const text = JSON.stringify(value).replace(UUID, (id) => {
    if (!seen.has(id)) seen.set(id, `<id ${seen.size + 1}>`);
    return seen.get(id)!;
  });
  return JSON.parse(text) as T;
}
