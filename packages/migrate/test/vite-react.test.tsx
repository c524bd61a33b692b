import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '@frontdesk/emulator';
import { installDom, schedulerIdle } from './dom.js';
import { convertedApp, hostedSignIn, normalizeIds, useEmulatorServer } from './e2e.js';
import { FIXTURES } from './helpers.js';

/**
 * The Vite + React fixture (test/fixtures/vite-react), before and after the tool converted it,
 * against the emulator, in a DOM (happy-dom): the page is loaded by running its src/main.tsx, used
 * by clicking and submitting as a visitor would, and reloaded where the browser would load a page
 * (the way back from the sign-in page). What is compared is the page's markup at each step and
 * where it sends the browser.
 */

const ORIGIN = 'http://localhost:3000';
const DAY = '2026-03-03';
const { fresh } = useEmulatorServer();

interface Transcript {
  services: string;
  slots: string;
  booked: string;
  taken: string;
  wrongPassword: string;
  signIn: { authUrl: string; afterCallback: string };
  signedIn: string;
  signOut: string;
  tokensKept: boolean;
}

const dom = installDom(`${ORIGIN}/`);
afterAll(async () => {
  await schedulerIdle();
  await dom.uninstall();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const text = () => document.body.textContent ?? '';
const until = (condition: () => boolean, what: string) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error(`waiting for ${what}; the page says: ${text().slice(0, 300)}`);
    },
    { timeout: 20_000, interval: 20 },
  );
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const markup = () => normalizeIds(document.querySelector('main, p')?.outerHTML ?? document.body.innerHTML);

/** Runs the page's scenario against one copy of the app. */
async function runPage(base: string): Promise<Transcript> {
  fresh([`${ORIGIN}/callback`, `${ORIGIN}/`]);
  vi.stubEnv('VITE_WIX_CLIENT_ID', DEMO_CLIENT_ID);
  localStorage.clear();
  sessionStorage.clear();
  const navigations: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => void navigations.push(String(url)));
  /** A page load: a new document, the app's modules run again (a new client). */
  const load = async (url: string) => {
    dom.window.happyDOM.setURL(url);
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import(/* @vite-ignore */ join(base, 'src/main.tsx'));
  };

  await load(`${ORIGIN}/?day=${DAY}`);
  await until(() => text().includes('Private Yoga Session') && text().includes('Sign in with password'), 'the services');
  const services = markup();

  button('Private Yoga Session').click();
  await until(() => document.querySelector('ol.slots') !== null, 'the free times');
  const slots = markup();

  const firstSlot = () => document.querySelector<HTMLButtonElement>('ol.slots button')!;
  firstSlot().click();
  await until(() => button('Book') !== undefined, 'the booking form');
  button('Book').click();
  await until(() => document.querySelector('.booked') !== null, 'the booking');
  const booked = markup();
  button('Book').click();
  await until(() => document.querySelector('.problem') !== null, 'the second booking of the same time');
  const taken = markup();

  const form = document.querySelector<HTMLFormElement>('header form')!;
  form.querySelector<HTMLInputElement>('[name=email]')!.value = DEMO_MEMBER_EMAIL;
  form.querySelector<HTMLInputElement>('[name=password]')!.value = 'not-the-password';
  button('Sign in with password').click();
  await until(() => document.querySelector('header .problem') !== null, 'the sign-in refusal');
  const wrongPassword = document.querySelector('header')!.outerHTML;

  button('Sign in').click();
  await until(() => navigations.length === 1, 'the way to the sign-in page');
  const authUrl = navigations[0]!;
  const callback = await hostedSignIn(authUrl, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ORIGIN);
  await load(callback);
  await until(() => navigations.length === 2, 'the way back from the sign-in');
  await load(`${ORIGIN}${navigations[1]}?day=${DAY}`);
  await until(() => text().includes('Signed in as'), 'the member');
  const signedIn = markup();

  button('Sign out').click();
  await until(() => navigations.length === 3, 'the sign-out');
  const logoutUrl = new URL(navigations[2]!);
  return {
    services,
    slots,
    booked,
    taken,
    wrongPassword,
    signIn: { authUrl: new URL(authUrl).origin + new URL(authUrl).pathname, afterCallback: navigations[1]! },
    signedIn,
    signOut: logoutUrl.origin + logoutUrl.pathname,
    tokensKept: localStorage.getItem('wix-tokens') !== null,
  };
}

describe('the Vite + React fixture', () => {
  let before: Transcript;
  let after: Transcript;
  const converted = convertedApp('vite-react');
  beforeAll(async () => {
    before = await runPage(join(FIXTURES, 'vite-react'));
    after = await runPage(converted.dir);
  }, 120_000);

  it('works with the official SDK (the baseline)', () => {
    expect(before.booked).toContain('Booked: CREATED');
    expect(before.taken).toContain('That time was just taken.');
    expect(before.signedIn).toContain('Signed in as');
  });

  it('converts every official call site, and a second run changes nothing', () => {
    expect(converted.notConverted).toEqual([]);
    expect(converted.callSites.converted).toBe(converted.callSites.total);
    expect(converted.changedBySecondRun).toEqual([]);
  });

  it('shows the same pages and makes the same bookings', () => {
    expect(after.services).toBe(before.services);
    expect(after.slots).toBe(before.slots);
    expect(after.booked).toBe(before.booked);
    expect(after.taken).toBe(before.taken);
  });

  it('signs the member in and out the same way', () => {
    expect(after.wrongPassword).toBe(before.wrongPassword);
    expect(after.signIn).toEqual(before.signIn);
    expect(after.signedIn).toBe(before.signedIn);
    expect(after.signOut).toBe(before.signOut);
    expect(after.tokensKept).toBe(before.tokensKept);
  });
});
