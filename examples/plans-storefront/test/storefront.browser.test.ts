import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { DEMO_API_KEY, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_PLAN_IDS, DEMO_SITE_ID } from '@frontdesk/emulator';
import { managementGetOrder } from '@frontdesk/orders';
import { archivePlan, createPlan } from '@frontdesk/plans';
import { fact, fitsWidth, startStorefront, text, type StoreTest, type StorefrontHarness } from './harness.js';

// The plans storefront (examples/plans-storefront) in real Chromium: its production build against
// the standalone emulator, driven like a person would (labels, roles, the keyboard). Each test
// starts from the emulator's demo seed in a fresh browser context and saves its last page as
// test-results/browser/storefront-<name>.png.

const HOSTED_LOGIN = '/_emulator/hosted/login';
const HOSTED_CHECKOUT = '/_emulator/hosted/checkout';
const DEMO = { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD };

let h: StorefrontHarness;

beforeAll(async () => {
  h = await startStorefront();
});
afterAll(() => h?.close());

/** The owner's client (API key), for what the site owner does meanwhile. */
const owner = () => createClient({ baseUrl: h.emulatorUrl, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });

/** Fills the store's own login form and submits it with the Enter key. */
async function logIn(t: StoreTest, { email, password }: { email: string; password: string }, path = '/login'): Promise<void> {
  await t.goto(path);
  await t.page.getByLabel('Email').fill(email);
  await t.page.getByLabel('Password').fill(password);
  await t.page.getByLabel('Password').press('Enter');
}

describe('plans storefront in Chromium', () => {
  it('browses plans: cards, sort, paging in the URL, a plan page with its terms', () =>
    h.run('browse plans', async (t) => {
      const { page } = t;
      const client = owner();
      for (let i = 1; i <= 5; i++) {
        await createPlan(client, {
          name: `Workshop Pack ${i}`,
          pricing: { singlePaymentForDuration: { count: i, unit: 'WEEK' }, price: { value: String(20 * i), currency: 'USD' } },
          perks: { values: [`${i} workshops`] },
        });
      }

      await t.goto('/');
      const list = page.getByRole('list', { name: 'Plans' });
      await list.getByRole('heading', { name: 'Monthly Membership' }).waitFor();
      // Eight public plans (the hidden intro pass is not for sale), six per page, featured first.
      expect(await list.getByRole('article').count()).toBe(6);
      expect(await text(list.getByRole('article').first().getByRole('heading'))).toBe('Monthly Membership');
      const monthly = await text(page.getByRole('article', { name: 'Monthly Membership' }));
      for (const part of ['Most popular', '$29 per month', '7-day free trial', 'Unlimited classes', 'Free mat rental'])
        expect(monthly).toContain(part);
      expect(await text(page.getByRole('article', { name: 'Community' }))).toContain('Free forever');
      expect(await text(page.getByRole('navigation', { name: 'Pages of plans' }))).toContain('Page 1 of 2');

      // Sort by name: the URL says so, the first page is the first six by name.
      await page.getByLabel('Sort plans').selectOption('name');
      await t.waitForStore('/?sort=name');
      await page.waitForFunction(() => document.querySelector('[aria-label="Plans"] h2')?.textContent === 'Annual Membership');
      expect(await list.getByRole('heading').allInnerTexts()).toEqual([
        'Annual Membership',
        'Community',
        'Monthly Membership',
        'Workshop Pack 1',
        'Workshop Pack 2',
        'Workshop Pack 3',
      ]);

      // Next page, then a reload: still page 2 of the same order.
      await page.getByRole('link', { name: 'Next page' }).click();
      await t.waitForStore('/?sort=name&page=2');
      await list.getByRole('heading', { name: 'Workshop Pack 5' }).waitFor();
      await page.reload();
      await list.getByRole('heading', { name: 'Workshop Pack 5' }).waitFor();
      expect(await list.getByRole('heading').allInnerTexts()).toEqual(['Workshop Pack 4', 'Workshop Pack 5']);
      expect(await text(page.getByRole('navigation', { name: 'Pages of plans' }))).toContain('Page 2 of 2');

      // A plan's page, by its slug, with price and terms; Back returns to the same list page.
      await page.getByRole('link', { name: 'See details of Workshop Pack 5' }).click();
      await t.waitForStore('/plans/workshop-pack-5');
      await page.getByRole('heading', { level: 1, name: 'Workshop Pack 5' }).waitFor();
      expect(await text(page.getByRole('main'))).toContain('$100 one payment');
      expect(await text(page.getByRole('region', { name: 'Terms' }))).toContain('One payment, valid for 5 weeks.');
      await page.goBack();
      await t.waitForStore('/?sort=name&page=2');
      await list.getByRole('heading', { name: 'Workshop Pack 4' }).waitFor();

      await t.goto('/plans/monthly-membership');
      const terms = page.getByRole('region', { name: 'Terms' });
      await terms.waitFor();
      expect(await text(terms)).toContain('Billed monthly until you cancel.');
      expect(await text(terms)).toContain('Billed monthly after the 7-day trial. Cancel anytime before the next payment.');
      expect(await text(page.getByRole('region', { name: 'What is included' }))).toContain('10% off workshops');
      // A visitor is asked to log in before buying.
      expect(await page.getByRole('link', { name: 'Log in to buy' }).getAttribute('href')).toBe(
        '/login?next=%2Fplans%2Fmonthly-membership',
      );

      await t.goto('/plans/3-month-intro-pass'); // hidden: not for sale here
      await page.getByRole('heading', { name: 'Plan not available' }).waitFor();
      expect(t.consoleErrors).toEqual([]);
    }));

  it('registers, reads the code from the outbox, verifies, logs out; the email is then taken', () =>
    h.run('register and verify', async (t) => {
      const { page } = t;
      const email = `ada.${Date.now()}@example.com`;
      await t.goto('/');
      await page.getByRole('link', { name: 'Create account' }).click();
      await t.waitForStore('/register');
      await page.getByLabel('Name (optional)').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('S3cret-Passw0rd');
      // A double click submits once.
      await page.getByRole('button', { name: 'Create account' }).dblclick();
      await t.waitForStore('/verify-email');
      expect(t.apiCalls.filter((call) => call === 'POST /_api/iam/authentication/v2/register')).toHaveLength(1);
      expect(await text(page.getByRole('main'))).toContain(`We emailed a 6-digit code to ${email}`);

      // A reload keeps the sign-up waiting for its code; a wrong code is explained.
      await page.reload();
      await page.getByLabel('Verification code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      expect(await text(page.getByRole('alert'))).toBe('That code is wrong or has expired. Check the latest email, or send a new code.');

      const { code } = await h.mail(email, 'verification-code');
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel('Verification code').fill(code!);
      await page.getByLabel('Verification code').press('Enter');
      await t.waitForStore('/account');
      await page.getByText('Your email is verified. Welcome!').waitFor();
      expect(await text(fact(page, 'Email'))).toBe(email);
      expect(await text(fact(page, 'Name'))).toBe('Ada Lovelace');
      await page.getByText('You have no plans yet.').waitFor();

      // Signed in after a reload, on the same page.
      await page.reload();
      await page.getByRole('heading', { name: 'My account' }).waitFor();
      expect(await text(fact(page, 'Email'))).toBe(email);

      // Log out through the platform's logout page, back to the store as a visitor.
      await page.getByRole('button', { name: 'Log out' }).click();
      await t.waitForStore('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
      await t.goto('/account');
      await t.waitForStore('/login?next=%2Faccount');

      // The same email again: a readable refusal.
      await t.goto('/register');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('An0ther-Passw0rd');
      await page.getByRole('button', { name: 'Create account' }).click();
      expect(await text(page.getByRole('alert'))).toBe('An account with this email already exists. Log in or reset your password.');
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      expect(t.consoleErrors).toEqual([]);
    }));

  it('logs in through the hosted page; the callback leaves no code or state in the address bar', () =>
    h.run('hosted login', async (t) => {
      const { page } = t;
      const visited: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));

      await t.goto('/plans/annual-membership');
      await page.getByRole('link', { name: 'Log in to buy' }).click();
      await t.waitForStore('/login?next=%2Fplans%2Fannual-membership');
      await page.getByRole('button', { name: 'Log in with the secure sign-in page' }).click();
      await t.waitForEmulator(HOSTED_LOGIN);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back through /callback#code=...&state=..., then where the member was going, cleaned up.
      const back = await t.waitForStore('/plans/annual-membership');
      await page.getByRole('button', { name: 'Buy Annual Membership' }).waitFor();
      expect(visited.some((url) => new URL(url).pathname === '/callback' && /code=fd_ac_/.test(url) && /state=/.test(url))).toBe(true);
      expect(back.search + back.hash).toBe('');
      expect(page.url()).not.toMatch(/code=|state=/);
      expect(await text(page.getByRole('banner'))).toContain(`Signed in as ${DEMO.email}`);

      await page.reload();
      await page.getByRole('button', { name: 'Buy Annual Membership' }).waitFor();
      expect(t.consoleErrors).toEqual([]);
    }));

  it("logs in with the store's own form: a wrong password is explained, the right one signs in", () =>
    h.run('direct login', async (t) => {
      const { page } = t;
      await t.goto('/login');
      // The keyboard only: type, Tab to the next field, Enter submits.
      await page.getByLabel('Email').focus();
      await page.keyboard.type(DEMO.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('not-the-password');
      await page.keyboard.press('Enter');
      expect(await text(page.getByRole('alert'))).toBe('Wrong email or password. Please try again.');
      expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
      await t.waitForStore('/login');

      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByLabel('Password').press('Enter');
      await t.waitForStore('/account');
      await page.getByRole('heading', { name: 'My account' }).waitFor();
      expect(await text(fact(page, 'Email'))).toBe(DEMO.email);
      // The direct login never left the store: the hosted page only ran in a hidden frame.
      expect(t.apiCalls).toContain(`GET ${HOSTED_LOGIN}`);
      expect(t.consoleErrors).toEqual([]);
    }));

  it('stays in the store after logging in when next= would leave it (/\\t/evil.example)', () =>
    h.run('login next', async (t) => {
      // A browser drops the tab: navigating to '/\t/evil.example' would open https://evil.example.
      await logIn(t, DEMO, `/login?next=${encodeURIComponent('/\t/evil.example')}`);
      await t.waitForStore('/account');
      await t.page.getByRole('heading', { name: 'My account' }).waitFor();
      expect(t.consoleErrors).toEqual([]);
    }));

  it('buys a plan through the hosted checkout, sees it in My account, and cancels it', () =>
    h.run('checkout and cancel', async (t) => {
      const { page } = t;
      await logIn(t, DEMO, '/login?next=%2Fplans%2Fannual-membership');
      await t.waitForStore('/plans/annual-membership');

      // A double click opens one checkout.
      const sessions = () => t.apiCalls.filter((call) => call === 'POST /_api/redirects-api/v1/redirect-session').length;
      const before = sessions();
      await page.getByRole('button', { name: 'Buy Annual Membership' }).dblclick();
      await t.waitForEmulator(HOSTED_CHECKOUT);
      expect(sessions() - before).toBe(1);
      await page.getByRole('button', { name: 'Pay $290.00' }).click();

      // The thank-you page shows the new order; only its id stays in the URL.
      const back = await t.waitForStore('/thank-you');
      await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
      const orderId = new URL(page.url()).searchParams.get('planOrderId');
      expect(orderId).toBeTruthy();
      expect(back.searchParams.get('planOrderId')).toBe(orderId);
      expect(new URL(page.url()).search).toBe(`?planOrderId=${orderId}`);
      expect(await text(fact(page, 'Status'))).toBe('Active');
      expect(await text(fact(page, 'Price'))).toBe('$290 per year');
      expect(await text(fact(page, 'Order number'))).toBe(orderId);
      await page.reload();
      await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();

      // My account: status, cycle and dates.
      await page.getByRole('link', { name: 'Go to My account' }).click();
      await t.waitForStore('/account');
      const card = page.getByRole('article', { name: 'Annual Membership' });
      await card.waitFor();
      const inAYear = new Date();
      inAYear.setFullYear(inAYear.getFullYear() + 1);
      const renews = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(inAYear);
      expect(await text(fact(card, 'Status'))).toBe('Active');
      expect(await text(fact(card, 'Billing cycle'))).toBe('1');
      expect(await text(fact(card, 'Renews on'))).toBe(renews);

      // Cancel at the next payment date: still active, ending then.
      await card.getByRole('button', { name: 'Cancel plan Annual Membership' }).click();
      await card.getByRole('button', { name: `Cancel at the next payment date (${renews})` }).click();
      await card.getByText(`Annual Membership will end on ${renews}. You will not be charged again.`).waitFor();
      expect(await text(fact(card, 'Status'))).toBe('Active, ending');
      expect(await text(fact(card, 'Ends on'))).toBe(renews);
      // The platform agrees.
      const { order } = await managementGetOrder(owner(), orderId!);
      expect(order).toMatchObject({ status: 'ACTIVE', autoRenewCanceled: true });

      // Then at once: canceled today.
      await card.getByRole('button', { name: 'Cancel plan Annual Membership' }).click();
      expect(await card.getByRole('button', { name: /next payment date/ }).count()).toBe(0);
      await card.getByRole('button', { name: 'Cancel now' }).click();
      await card.getByText('Annual Membership is canceled.').waitFor();
      await page.waitForFunction(() => document.querySelector('.order-card .status')?.textContent === 'Canceled');
      expect(await text(fact(card, 'Status'))).toBe('Canceled');
      expect(await text(fact(card, 'Canceled on'))).toBe(
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date()),
      );
      expect(await card.getByRole('button', { name: /Cancel plan/ }).count()).toBe(0);
      expect((await managementGetOrder(owner(), orderId!)).order).toMatchObject({
        status: 'CANCELED',
        cancellation: { effectiveAt: 'IMMEDIATELY' },
      });

      // A plan in its free trial ends with the trial: the only choice offered.
      await t.goto('/plans/monthly-membership');
      await page.getByRole('button', { name: 'Start the 7-day free trial' }).click();
      await t.waitForEmulator(HOSTED_CHECKOUT);
      await page.getByRole('button', { name: 'Start the 7-day free trial' }).click();
      await t.waitForStore('/thank-you');
      await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
      expect(await text(fact(page, 'Billing cycle'))).toBe('Free trial');
      await t.goto('/account');
      const trial = page.getByRole('article', { name: 'Monthly Membership' });
      await trial.getByRole('button', { name: 'Cancel plan Monthly Membership' }).click();
      const options = await trial.getByRole('group').getByRole('button').allInnerTexts();
      expect(options).toEqual([expect.stringMatching(/^Cancel at the end of the free trial \(/), 'Keep my plan']);
      await trial.getByRole('button', { name: /end of the free trial/ }).click();
      await trial.getByText(/You will not be charged again/).waitFor();
      expect(await text(fact(trial, 'Status'))).toBe('Active, ending');
      expect(t.consoleErrors).toEqual([]);
    }));

  it('recovers a forgotten password through the emailed link and logs in with the new one', () =>
    h.run('password recovery', async (t) => {
      const { page } = t;
      const email = 'grace@example.com';
      h.emulator.identity.createMember({ email, password: 'Old-Passw0rd' });

      await t.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await t.waitForStore('/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Email me a reset link' }).click();
      await page.getByText(`If an account exists for ${email}, we sent it a link`).waitFor();

      const { link } = await h.mail(email, 'recovery');
      expect(link).toMatch(new RegExp(`^${h.app.origin}/reset-password\\?recoveryToken=`));
      await page.goto(link!);
      // The one-time token leaves the address bar at once, and survives a reload.
      await page.getByLabel('New password', { exact: true }).waitFor();
      await t.waitForStore('/reset-password');
      expect(page.url()).toBe(h.app.url('/reset-password'));
      await page.reload();

      await page.getByLabel('New password', { exact: true }).fill('N3w-Passw0rd');
      await page.getByLabel('Confirm new password').fill('N3w-Passw0rD');
      await page.getByRole('button', { name: 'Save new password' }).click();
      expect(await text(page.getByRole('alert'))).toBe('The two passwords are not the same.');
      await page.getByLabel('Confirm new password').fill('N3w-Passw0rd');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await t.waitForStore('/account');
      await page.getByText('Your new password is saved and you are logged in.').waitFor();
      expect(await text(fact(page, 'Email'))).toBe(email);

      await page.getByRole('button', { name: 'Log out' }).click();
      await t.waitForStore('/');
      await logIn(t, { email, password: 'Old-Passw0rd' });
      expect(await text(page.getByRole('alert'))).toBe('Wrong email or password. Please try again.');
      await page.getByLabel('Password').fill('N3w-Passw0rd');
      await page.getByLabel('Password').press('Enter');
      await t.waitForStore('/account');
      expect(await text(fact(page, 'Email'))).toBe(email);

      // The link works once.
      await page.goto(link!);
      await page.getByLabel('New password', { exact: true }).fill('Th1rd-Passw0rd');
      await page.getByLabel('Confirm new password').fill('Th1rd-Passw0rd');
      await page.getByRole('button', { name: 'Save new password' }).click();
      expect(await text(page.getByRole('alert'))).toContain(
        'This password reset link has expired or is not valid. Please ask for a new one.',
      );
      expect(t.consoleErrors).toEqual([]);
    }));

  it('explains failures: the network down, a plan archived while its page was open', () =>
    h.run('errors', async (t) => {
      const { page } = t;
      const emulatorOrigin = new URL(h.emulatorUrl).origin;
      await t.goto('/');
      await page.getByRole('heading', { name: 'Monthly Membership' }).waitFor();

      // The network goes down: a form answers at once, a page after its retries.
      await t.context.route(`${emulatorOrigin}/**`, (route) => route.abort('internetdisconnected'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      expect(await text(page.getByRole('alert'))).toBe('We could not reach the store. Check your internet connection and try again.');

      await t.goto('/?sort=newest');
      await page.getByText('Having trouble reaching the store. Retrying…').waitFor();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await text(alert)).toContain('We could not reach the store. Check your internet connection and try again.');
      await t.context.unroute(`${emulatorOrigin}/**`);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Monthly Membership' }).waitFor();

      // The owner archives the plan while a member looks at it.
      await logIn(t, DEMO, '/login?next=%2Fplans%2Fannual-membership');
      await page.getByRole('button', { name: 'Buy Annual Membership' }).waitFor();
      await archivePlan(owner(), DEMO_PLAN_IDS.yearly);
      await page.getByRole('button', { name: 'Buy Annual Membership' }).click();
      expect(await text(page.getByRole('alert'))).toBe(
        'This plan is no longer available: it was withdrawn while you were looking. Please choose another plan.',
      );
      await t.waitForStore('/plans/annual-membership');
      // The list no longer offers it.
      await page.getByRole('link', { name: '← All plans' }).click();
      await page.getByRole('heading', { name: 'Monthly Membership' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Annual Membership' }).count()).toBe(0);
      expect(t.consoleErrors).toEqual([]);
    }));

  it('works on a phone-width screen', () =>
    h.run(
      'phone',
      async (t) => {
        const { page } = t;
        await t.goto('/');
        await page.getByRole('heading', { name: 'Monthly Membership' }).waitFor();
        await fitsWidth(page);
        // One card per row.
        const boxes = await page
          .getByRole('list', { name: 'Plans' })
          .getByRole('article')
          .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().left));
        expect(new Set(boxes).size).toBe(1);

        await page.getByRole('link', { name: 'See details of Monthly Membership' }).tap();
        await t.waitForStore('/plans/monthly-membership');
        await page.getByRole('region', { name: 'Terms' }).waitFor();
        await fitsWidth(page);

        await page.getByRole('link', { name: 'Log in to buy' }).tap();
        await t.waitForStore('/login?next=%2Fplans%2Fmonthly-membership');
        await page.getByLabel('Email').fill(DEMO.email);
        await page.getByLabel('Password').fill(DEMO.password);
        await fitsWidth(page);
        await page.getByRole('button', { name: 'Log in', exact: true }).tap();
        await t.waitForStore('/plans/monthly-membership');
        await page.getByRole('button', { name: 'Start the 7-day free trial' }).waitFor();
        await t.goto('/account');
        await page.getByText('Member since').waitFor();
        await fitsWidth(page);
        expect(t.consoleErrors).toEqual([]);
      },
      { context: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    ));
});
