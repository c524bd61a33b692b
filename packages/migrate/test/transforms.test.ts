import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_URL, REASONS } from '../src/index.js';
import { type Converted, convertFiles } from './helpers.js';

/**
 * The conversions, on small inputs. The files are converted together, in one run (one program, as
 * the files of an app): each `it` reads its file's output and findings.
 */

const CLIENT = `import { createClient, OAuthStrategy } from '@wix/sdk';
import { orders, plans } from '@wix/pricing-plans';
import { members } from '@wix/members';
import { bookings, extendedBookings, services } from '@wix/bookings';
import { authentication, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';

export const wixClient = createClient({
  modules: { plans, orders, members, bookings, extendedBookings, services, authentication, verification, redirects },
  auth: OAuthStrategy({ clientId: 'client-id' }),
});
`;

const files: Record<string, string> = {
  'client.ts': CLIENT,
  'api-key.ts': `// The owner's client.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';

const apiKey = process.env.WIX_API_KEY!;
export const owner = createClient({
  // modules used by the scripts
  modules: { plans },
  auth: ApiKeyStrategy({ apiKey, siteId: 'site' }),
  useCDN: false,
});
`,
  'options.ts': `import { AppStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';

const storage = { getTokens: () => ({}) as never, setTokens: () => {} };
export const a = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId: 'x', tokenStorage: storage }) });
export const b = createClient({ modules: { plans }, auth: AppStrategy({ appId: 'x', publicKey: 'y' }) });
export const c = createClient({ modules: { plans }, host: undefined, auth: OAuthStrategy({ clientId: 'x', publicKey: 'key' }) });
`,
  'calls.ts': `import { wixClient } from './client';

/** A wrapper with the official function's name. */
export async function getPlan(id: string) {
  return wixClient.plans.getPlan(id);
}

export async function calls(client: typeof wixClient) {
  await client.plans.clearPrimary();
  await client.members.getMember('m', {
    fieldsets: ['FULL'],
  });
  await client.extendedBookings.query({ query: {} });
  await client.authentication.logout({});
  await client.verification.start({ target: { email: { address: 'a@b.c' } } as never });
  await client.redirects.createRedirectSession({ login: {} });
  await wixClient.graphql('{ x }', { a: 1 });
}
`,
  'context.tsx': `import { createContext, useContext } from 'react';
import type { WixClient, IOAuthStrategy } from '@wix/sdk';
import type { plans } from '@wix/pricing-plans';

type Client = WixClient<undefined, IOAuthStrategy, { plans: typeof plans }>;
const ClientContext = createContext<Client | null>(null);

export function usePlan(id: string) {
  const client = useContext(ClientContext)!;
  return client.plans.getPlan(id);
}
`,
  'class.ts': `import { wixClient } from './client';

/** A repository class holding the client. */
export class PlanRepository {
  constructor(private readonly client: typeof wixClient) {}

  byId(id: string) {
    return this.client.plans.getPlan(
      id,
    );
  }
}
`,
  'factory.ts': `import { createClient, OAuthStrategy } from '@wix/sdk';
import { plans as pricing } from '@wix/pricing-plans';

function makeClient() {
  return createClient({ modules: { catalogue: pricing }, auth: OAuthStrategy({ clientId: 'x' }) });
}

export async function list() {
  const client = makeClient();
  const { plans, pagingMetadata } = await client.catalogue.listPublicPlans({ limit: 3 });
  const again = await client.catalogue.listPublicPlans();
  return [plans?.map((plan) => plan._id), pagingMetadata?.total, again.plans?.length, again.pagingMetadata?.count];
}
`,
  'queries.ts': `import { wixClient } from './client';

export async function queries(since: Date, ids: string[]) {
  const first = await wixClient.plans
    .queryPublicPlans()
    .ge('_createdDate', since)
    .le('_createdDate', new Date())
    .eq('primary', false)
    .in('_id', ids)
    .descending('_createdDate', 'slug')
    .limit(10)
    .skip(5)
    .find();
  const services = await wixClient.services.queryServices().hasSome('staffMemberIds', ['s']).startsWith('name', 'Yo').exists('category.id', true).ne('hidden', true).ascending('name').find();
  const bookings = await wixClient.extendedBookings.queryExtendedBookings({ withBookingAllowedActions: true }).limit(5).skipTo('cursor').find();
  const members = await wixClient.members.queryMembers().eq('status', 'APPROVED').find();
  const slug = 'gold';
  await wixClient.plans.queryPublicPlans().eq('slug', slug).find();
  const typed = await wixClient.plans.queryPublicPlans({ filter: { _id: { $in: ids } }, sort: [{ fieldName: '_createdDate', order: 'DESC' }] });
  return [first.items.length, first.length, first.hasNext(), services.totalCount, bookings.items, members.items, typed.plans];
}

export async function kept(field: 'slug' | 'primary') {
  const builder = wixClient.plans.queryPublicPlans().limit(5);
  const byField = await wixClient.plans.queryPublicPlans().eq(field, 'x').find();
  const either = await wixClient.plans.queryPublicPlans().or(wixClient.plans.queryPublicPlans().eq('primary', true)).find();
  const page = await wixClient.plans.queryPublicPlans().find();
  return [builder, byField, either, page.currentPage];
}
`,
  'fields.ts': `import { wixClient } from './client';
import type { plans } from '@wix/pricing-plans';

interface Row { _id: string; name: string }

export async function fields(untyped: any) {
  const plan = await wixClient.plans.getPlan('p');
  const { _id, _createdDate: created } = plan;
  const row: Row = { _id: plan._id!, name: plan.name ?? '' };
  await wixClient.plans.updatePlan(plan._id!, { _id: plan._id, name: 'New' });
  const shown: plans.Plan = plan;
  return [_id, created, row._id, shown._updatedDate, untyped._id];
}
`,
  'unwrap.ts': `import { wixClient } from './client';

export async function unwrap(id: string) {
  const { service } = await wixClient.services.setServiceLocations(id, { locations: [] });
  const enabled = (await wixClient.services.enablePricingPlansForService(id, ['p'])).service;
  const result = await wixClient.services.disablePricingPlansForService(id, {});
  const { service: s, ...rest } = await wixClient.services.setServiceLocations(id, { locations: [] });
  return [service?.name, enabled?.name, result.service?.name, s, rest];
}
`,
  'auth.ts': `import { LoginState, type OauthData, type Tokens } from '@wix/sdk';
import { wixClient } from './client';

export async function signIn(email: string, password: string) {
  const visitor = await wixClient.auth.generateVisitorTokens();
  wixClient.auth.setTokens(visitor);
  const result = await wixClient.auth.login({ email, password });
  if (result.loginState === LoginState.SUCCESS) {
    wixClient.auth.setTokens(await wixClient.auth.getMemberTokensForDirectLogin(result.data.sessionToken));
  }
  await wixClient.auth.register({ email, password });
  await wixClient.auth.processVerification({ verificationCode: '123' });
  await wixClient.auth.sendPasswordResetEmail(email, '/reset');
  await wixClient.auth.renewToken(wixClient.auth.getTokens().refreshToken);
  await wixClient.auth.sendPasswordResetEmail(email, '/reset');
  await wixClient.auth.getMemberTokensForExternalLogin('m', 'key');
  return wixClient.auth.loggedIn();
}

export async function redirect(saved: OauthData) {
  const data = wixClient.auth.generateOAuthData('https://shop.example/callback', '/account');
  const { authUrl } = await wixClient.auth.getAuthUrl(data, { prompt: 'login' });
  const { code, state } = wixClient.auth.parseFromUrl('https://shop.example/callback?code=c&state=s', 'query');
  const tokens: Tokens = await wixClient.auth.getMemberTokens(code, state, saved);
  const { logoutUrl } = await wixClient.auth.logout('https://shop.example');
  return [authUrl, tokens, logoutUrl, wixClient.auth.generateOAuthData('https://shop.example/callback').state];
}

export function sync(tokens: Tokens) {
  wixClient.auth.setTokens(tokens);
  const data = wixClient.auth.generateOAuthData('https://shop.example/callback');
  return [wixClient.auth.loggedIn(), data, wixClient.auth.captchaInvisibleSiteKey];
}
`,
  'errors.ts': `import { wixClient } from './client';

export async function book() {
  try {
    await wixClient.bookings.createBooking({});
  } catch (error: any) {
    const details = error.details ?? {};
    if (details.applicationError?.code === 'SLOT_NOT_AVAILABLE') return 'taken';
    if (details.applicationError?.code === 404) return 'gone';
    if (details.validationError) return JSON.parse(error.message).message;
    throw error;
  }
  return wixClient.plans.getPlan('p').catch((reason) => {
    if (reason.details.applicationError.code !== 'plan_not_found') throw reason;
    if ((reason as any).details?.applicationError?.code === 500) return undefined;
    return reason.details?.applicationError?.description;
  });
}

export async function parse() {
  try {
    await wixClient.plans.getPlanStats();
  } catch (error: any) {
    const parsed = JSON.parse(error.message);
    return parsed.details;
  }
}
`,
  'names.ts': `import { plans } from '@wix/pricing-plans';
import { bookings } from '@wix/bookings';

export const monthly: plans.PeriodUnit = plans.PeriodUnit.MONTH;
export type Booked = bookings.Booking;
export type Odd = plans.PlanQuerySpec;
export const direct = () => plans.getPlan('p');
`,
  'leftovers.ts': `import { createClient, OAuthStrategy } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';
import { staffMembers } from '@wix/bookings';
import * as sdk from '@wix/sdk';

export const client = createClient({ modules: { plans, staffMembers }, auth: OAuthStrategy({ clientId: 'x' }) });

export async function leftovers(untyped: any) {
  const { plans: module } = client;
  client.setHeaders({ a: 'b' });
  const auth = client.auth;
  await client.staffMembers.queryStaffMembers();
  await untyped.plans.getPlan('p');
  client.plans.onPlanUpdated(() => {});
  return [module, auth, sdk];
}
`,
  'style.ts': `import { createClient, OAuthStrategy } from "@wix/sdk"
import { plans } from "@wix/pricing-plans"
import { getPlanStats } from "@frontdesk/plans"

const wix = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId: "x" }) })

export async function styled() {
  // Comments and formatting of code the tool does not touch stay as they are.
  const   untouched   =   1
  return [untouched, await wix.plans.getPlan("p"), getPlanStats]
}
`,
  'legacy.cjs': `const { createClient, ApiKeyStrategy } = require('@wix/sdk');
const { plans } = require('@wix/pricing-plans');

const owner = createClient({ modules: { plans }, auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });

async function main() {
  const { plans: all } = await owner.plans.listPlans();
  console.log(all.map((plan) => plan._id));
}

module.exports = { main };
`,
  'plain.js': `import { createClient, OAuthStrategy } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';

const client = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId: 'x' }) });

export async function load() {
  const plan = await client.plans.getPlan('p');
  return plan._id;
}
`,
  'paging.ts': `import { wixClient } from './client';

export async function allPlanNames() {
  let page = await wixClient.plans.queryPublicPlans().limit(2).find();
  const names = page.items.map((plan) => plan.name);
  while (page.hasNext()) {
    page = await page.next();
    names.push(...page.items.map((plan) => plan.name));
  }
  return [names, page.totalCount];
}
`,
  'tokens.ts': `import { wixClient } from './client';

export async function keepTokens(storage: Storage) {
  storage.setItem('tokens', JSON.stringify(wixClient.auth.getTokens()));
  return wixClient.auth.loggedIn();
}
`,
  'title.jsx': `import { wixClient } from './client';

/* A server component in plain JSX. */
export async function PlanTitle({ id }) {
  const plan = await wixClient.plans.getPlan(id);
  return <h1 data-id={plan._id}>{plan.name}</h1>;
}
`,
  'report.mjs': `import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { members } from '@wix/members';

const owner = createClient({ modules: { members }, auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
// Top-level await: an ES module script.
const { items, totalCount } = await owner.members.queryMembers().eq('_id', 'm').startsWith('loginEmail', 'a').limit(1).skip(2).find();
console.log(items.map((member) => member._id), totalCount);
`,
};

let result: Converted;
beforeAll(async () => {
  result = await convertFiles('transforms', files, {
    name: 'app',
    private: true,
    dependencies: {
      '@wix/bookings': '1',
      '@wix/identity': '1',
      '@wix/members': '1',
      '@wix/pricing-plans': '1',
      '@wix/redirects': '1',
      '@wix/sdk': '1',
      react: '19',
    },
  });
}, 120_000);

const out = (file: string) => result.output(file);
const reasons = (file: string) =>
  result.findings(file).map((finding) => `${finding.kind === 'note' ? 'note ' : ''}${finding.reason}: ${finding.code}`);

describe('clients', () => {
  it('creates the client with oauth() and without modules, from @frontdesk/core', () => {
    expect(out('client.ts')).toBe(`import { createClient, oauth } from '@frontdesk/core';

export const wixClient = createClient({
  auth: oauth({ clientId: 'client-id' }),
});
`);
  });

  it('turns ApiKeyStrategy into apiKey(), under another name when the file uses `apiKey`, and keeps comments', () => {
    expect(out('api-key.ts')).toBe(`// The owner's client.
import { apiKey as frontdeskApiKey, createClient } from '@frontdesk/core';

const apiKey = process.env.WIX_API_KEY!;
export const owner = createClient({
  auth: frontdeskApiKey({ apiKey, siteId: 'site' }),
});
`);
  });

  it('reports the options and strategies it cannot convert, and keeps what they need', () => {
    expect(reasons('options.ts')).toEqual([
      'token-storage: tokenStorage: storage',
      "strategy: AppStrategy({ appId: 'x', publicKey: 'y' })",
      'client-option: host: undefined',
    ]);
    const text = out('options.ts');
    expect(text).toContain("import { AppStrategy } from '@wix/sdk';");
    expect(text).toContain("auth: oauth({ clientId: 'x', tokenStorage: storage })");
    expect(text).toContain("createClient({ host: undefined, auth: oauth({ clientId: 'x' }) })");
  });

  it('finds the client through parameters, React context, factories and renamed modules', () => {
    expect(out('context.tsx')).toContain("import type { FrontdeskClient, OAuthApi } from '@frontdesk/core';");
    expect(out('context.tsx')).toContain('type Client = FrontdeskClient<OAuthApi>;');
    expect(out('context.tsx')).toContain('return getPlan(client, id);');
    expect(out('factory.ts')).toContain('await listPublicPlans(client, { limit: 3 });');
    // Arguments on their own lines stay there.
    expect(out('class.ts')).toContain('return getPlan(this.client,\n      id,\n    );');
  });
});

describe('calls', () => {
  it('passes the client first, renames the renamed calls, and avoids the names the file uses', () => {
    const text = out('calls.ts');
    expect(text).toContain('return frontdeskGetPlan(wixClient, id);');
    expect(text).toContain('export async function getPlan(id: string) {');
    expect(text).toContain('await clearPrimary(client);');
    expect(text).toContain("await getMember(client, 'm', {\n    fieldsets: ['FULL'],\n  });");
    expect(text).toContain('await legacyQueryExtendedBookings(client, { query: {} });');
    expect(text).toContain('await endSession(client, {});');
    expect(text).toContain('await startVerification(client, {');
    expect(text).toContain('await createRedirectSession(client, { login: {} });');
    expect(text).toContain("await graphql(wixClient, '{ x }', { a: 1 });");
    expect(text).toContain("import { clearPrimary, getPlan as frontdeskGetPlan } from '@frontdesk/plans';");
    expect(reasons('calls.ts')).toEqual([]);
  });
});

describe('queries', () => {
  it('turns builders into query objects (filters, sorts, offset and cursor paging, options)', () => {
    const text = out('queries.ts');
    expect(text).toContain(
      "const first = await queryPublicPlans(wixClient, { filter: { createdDate: { $gte: since, $lte: new Date() }, primary: false, id: { $in: ids } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }, { fieldName: 'slug', order: 'DESC' }], paging: { limit: 10, offset: 5 } });",
    );
    expect(text).toContain(
      "queryServices(wixClient, { filter: { staffMemberIds: { $hasSome: ['s'] }, name: { $startsWith: 'Yo' }, 'category.id': { $exists: true }, hidden: { $ne: true } }, sort: [{ fieldName: 'name', order: 'ASC' }] })",
    );
    expect(text).toContain(
      "queryExtendedBookings(wixClient, { cursorPaging: { limit: 5, cursor: 'cursor' } }, { withBookingAllowedActions: true })",
    );
    expect(text).toContain("queryMembers(wixClient, { filter: { status: 'APPROVED' } })");
    expect(text).toContain('queryPublicPlans(wixClient, { filter: { slug } })');
  });

  it('renames fields in query objects and reads results as a Page', () => {
    const text = out('queries.ts');
    expect(text).toContain(
      "queryPublicPlans(wixClient, { filter: { id: { $in: ids } }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] })",
    );
    expect(text).toContain(
      'return [first.items.length, first.items.length, first.hasNext(), services.totalCount, bookings.items, members.items, typed.items];',
    );
  });

  it('keeps the Page members a query result shares (items, hasNext(), next(), totalCount)', () => {
    expect(out('paging.ts')).toBe(`import { wixClient } from './client';
import { queryPublicPlans } from '@frontdesk/plans';

export async function allPlanNames() {
  let page = await queryPublicPlans(wixClient, { paging: { limit: 2 } });
  const names = page.items.map((plan) => plan.name);
  while (page.hasNext()) {
    page = await page.next();
    names.push(...page.items.map((plan) => plan.name));
  }
  return [names, page.totalCount];
}
`);
    expect(reasons('paging.ts')).toEqual([]);
  });

  it('reports builders it cannot turn into a query object', () => {
    expect(reasons('queries.ts')).toEqual([
      'builder-kept: wixClient.plans.queryPublicPlans()',
      "builder-field: wixClient.plans.queryPublicPlans().eq(field, 'x')",
      "builder-method: wixClient.plans.queryPublicPlans().or(wixClient.plans.queryPublicPlans().eq('primary', true))",
      // The builder inside `.or()` is a call site of its own, not converted either.
      'builder-kept: wixClient.plans.queryPublicPlans()',
      'query-result: page.currentPage',
    ]);
  });
});

describe('results and fields', () => {
  it('reads paged answers as a Page (items, response)', () => {
    const text = out('factory.ts');
    expect(text).toContain('const { items: plans, response: { pagingMetadata } } = await listPublicPlans(client, { limit: 3 });');
    expect(text).toContain(
      'return [plans?.map((plan) => plan.id), pagingMetadata?.total, again.items?.length, again.response.pagingMetadata?.count];',
    );
  });

  it('renames _id, _createdDate and _updatedDate on official values only', () => {
    const text = out('fields.ts');
    expect(text).toContain('const { id: _id, createdDate: created } = plan;');
    expect(text).toContain("const row: Row = { _id: plan.id!, name: plan.name ?? '' };");
    expect(text).toContain("await updatePlan(wixClient, plan.id!, { id: plan.id, name: 'New' });");
    expect(text).toContain('const shown: Plan = plan;');
    expect(text).toContain('return [_id, created, row._id, shown.updatedDate, untyped._id];');
    expect(reasons('fields.ts')).toEqual(['untyped-field: untyped._id']);
  });

  it('returns the service itself where the official calls wrapped it', () => {
    const text = out('unwrap.ts');
    expect(text).toContain('const service = await setServiceLocations(wixClient, id, { locations: [] });');
    expect(text).toContain("const enabled = (await enablePricingPlansForService(wixClient, id, ['p']));");
    expect(text).toContain('return [service?.name, enabled?.name, result?.name, s, rest];');
    expect(reasons('unwrap.ts')).toEqual(['unwrap-result: { service: s, ...rest }']);
  });
});

describe('sign-in', () => {
  it('moves the flows to core and identity, awaits what became async, and keeps the official completion', () => {
    const text = out('auth.ts');
    expect(text).toContain('const visitor = await wixClient.auth.generateVisitorTokens();\n  await wixClient.auth.setTokens(visitor);');
    expect(text).toContain("const result = await login(wixClient, { email, password }, { complete: 'none' });");
    expect(text).toContain('await wixClient.auth.setTokens(await getMemberTokensForDirectLogin(wixClient, result.data.sessionToken));');
    expect(text).toContain("await register(wixClient, { email, password }, { complete: 'none' });");
    expect(text).toContain("await processVerification(wixClient, { verificationCode: '123' }, undefined, { complete: 'none' });");
    expect(text).toContain("await sendPasswordResetEmail(wixClient, email, '/reset');");
    expect(text).toContain("'/reset');\n  await wixClient.auth.renewToken();\n  await sendPasswordResetEmail");
    expect(text).toContain("await sendPasswordResetEmail(wixClient, email, '/reset');");
    expect(text).toContain("await getMemberTokensForExternalLogin(wixClient, 'm', 'key');");
    expect(text).toContain("const data = await generateOAuthData(wixClient, 'https://shop.example/callback', '/account');");
    expect(text).toContain("await getAuthUrl(wixClient, data, { prompt: 'login' });");
    expect(text).toContain("parseCallbackUrl('https://shop.example/callback?code=c&state=s', 'query');");
    expect(text).toContain('await getMemberTokens(wixClient, code, state, saved);');
    expect(text).toContain("await logout(wixClient, 'https://shop.example');");
    expect(reasons('auth.ts')).toContain("note logout-target: wixClient.auth.logout('https://shop.example')");
    expect(text).toContain("(await generateOAuthData(wixClient, 'https://shop.example/callback')).state");
    expect(text).toContain(
      "import { generateOAuthData, getMemberTokens, type OAuthData, parseCallbackUrl, type Tokens } from '@frontdesk/core';",
    );
  });

  it('waits for the stored tokens before a synchronous read of them (getTokens, loggedIn)', () => {
    expect(out('tokens.ts')).toBe(`import { wixClient } from './client';

export async function keepTokens(storage: Storage) {
  await wixClient.auth.ready();
  storage.setItem('tokens', JSON.stringify(wixClient.auth.getTokens()));
  return wixClient.auth.loggedIn();
}
`);
    expect(reasons('tokens.ts')).toEqual([]);
  });

  it('reports what cannot wait outside an async function', () => {
    const text = out('auth.ts');
    expect(text).toContain('void wixClient.auth.setTokens(tokens);');
    expect(text).toContain("const data = wixClient.auth.generateOAuthData('https://shop.example/callback');");
    expect(reasons('auth.ts')).toEqual([
      "not-async: wixClient.auth.generateOAuthData('https://shop.example/callback')",
      'auth-method: wixClient.auth.captchaInvisibleSiteKey',
      "note logout-target: wixClient.auth.logout('https://shop.example')",
      'note not-async-note: wixClient.auth.setTokens(tokens)',
      'note tokens-not-ready: wixClient.auth.loggedIn()',
    ]);
  });
});

describe('errors', () => {
  it('turns clear checks of the official error shape into guards', () => {
    const text = out('errors.ts');
    expect(text).toContain("if (isApiError(error) && error.code === 'SLOT_NOT_AVAILABLE') return 'taken';");
    expect(text).toContain("if (isNotFoundError(error)) return 'gone';");
    expect(text).toContain('if (isValidationError(error)) return error.message;');
    expect(text).not.toContain('const details = error.details');
    expect(text).toContain("if (!(isApiError(reason) && reason.code === 'plan_not_found')) throw reason;");
    expect(text).toContain('if (isApiError(reason) && reason.status === 500) return undefined;');
    expect(reasons('errors.ts')).toEqual(['error-shape: reason.details?.applicationError', 'error-shape: JSON.parse(error.message)']);
  });
});

describe('names', () => {
  it('maps official types and enums to the Frontdesk exports of the same name, and reports the others', () => {
    const text = out('names.ts');
    expect(text).toContain('export const monthly: PeriodUnit = PeriodUnit.MONTH;');
    expect(text).toContain('export type Booked = Booking;');
    expect(text).toContain("import { PeriodUnit } from '@frontdesk/plans';");
    expect(reasons('names.ts')).toEqual(['official-type: plans.PlanQuerySpec', "no-client: plans.getPlan('p')"]);
  });
});

describe('what is left', () => {
  it('reports every official use it could not convert', () => {
    expect(reasons('leftovers.ts')).toEqual([
      "official-import: import * as sdk from '@wix/sdk';",
      'module-unknown: staffMembers',
      'module-apart: const { plans: module } = client;',
      "client-method: client.setHeaders({ a: 'b' })",
      'auth-apart: client.auth',
      'module-unknown: client.staffMembers.queryStaffMembers()',
      "client-unknown: untyped.plans.getPlan('p')",
      'events: client.plans.onPlanUpdated(() => {})',
    ]);
  });
});

describe('the report', () => {
  it('gives every place left its reason and the section of the guide, and counts every call site left as not converted', () => {
    const { notConverted, notes, callSites } = result.report;
    expect(callSites.converted).toBeLessThan(callSites.total);
    expect(notConverted.length).toBeGreaterThanOrEqual(callSites.total - callSites.converted);
    for (const finding of [...notConverted, ...notes]) {
      expect(finding.message).toBe(REASONS[finding.reason].text);
      expect(finding.url).toBe(`${GUIDE_URL}#${REASONS[finding.reason].section}`);
    }
  });
});

describe('files', () => {
  it("keeps a file's quotes, semicolons, comments and untouched code, and adds to its Frontdesk imports", () => {
    expect(out('style.ts')).toBe(`import { createClient, oauth } from "@frontdesk/core"
import { getPlanStats, getPlan } from "@frontdesk/plans"

const wix = createClient({ auth: oauth({ clientId: "x" }) })

export async function styled() {
  // Comments and formatting of code the tool does not touch stay as they are.
  const   untouched   =   1
  return [untouched, await getPlan(wix, "p"), getPlanStats]
}
`);
  });

  it('converts CommonJS with require, and JavaScript with inferred types', () => {
    expect(out('legacy.cjs')).toBe(`const { apiKey, createClient } = require('@frontdesk/core');
const { listPlans } = require('@frontdesk/plans');

const owner = createClient({ auth: apiKey({ apiKey: 'k', siteId: 's' }) });

async function main() {
  const { items: all } = await listPlans(owner);
  console.log(all.map((plan) => plan.id));
}

module.exports = { main };
`);
    expect(out('plain.js')).toContain("const plan = await getPlan(client, 'p');\n  return plan.id;");
  });

  it('converts .jsx and .mjs files (JSX and top-level await kept)', () => {
    expect(out('title.jsx')).toBe(`import { wixClient } from './client';
import { getPlan } from '@frontdesk/plans';

/* A server component in plain JSX. */
export async function PlanTitle({ id }) {
  const plan = await getPlan(wixClient, id);
  return <h1 data-id={plan.id}>{plan.name}</h1>;
}
`);
    expect(out('report.mjs')).toBe(`import { apiKey, createClient } from '@frontdesk/core';
import { queryMembers } from '@frontdesk/members';

const owner = createClient({ auth: apiKey({ apiKey: 'k', siteId: 's' }) });
// Top-level await: an ES module script.
const { items, totalCount } = await queryMembers(owner, { filter: { id: 'm', loginEmail: { $startsWith: 'a' } }, paging: { limit: 1, offset: 2 } });
console.log(items.map((member) => member.id), totalCount);
`);
    expect([...reasons('title.jsx'), ...reasons('report.mjs')]).toEqual([]);
  });

  it('updates package.json: the official packages still imported stay, the Frontdesk ones are added', () => {
    const change = result.report.packageJson[0]!;
    // options.ts keeps AppStrategy (@wix/sdk), names.ts and leftovers.ts keep a module of @wix/pricing-plans.
    expect(change.removed).toEqual(['@wix/bookings', '@wix/identity', '@wix/members', '@wix/redirects']);
    expect(change.kept).toEqual(['@wix/pricing-plans', '@wix/sdk']);
    expect(Object.keys(change.added)).toEqual([
      '@frontdesk/bookings',
      '@frontdesk/core',
      '@frontdesk/identity',
      '@frontdesk/members',
      '@frontdesk/plans',
      '@frontdesk/services',
    ]);
    // At the versions this release of the tool depends on (the workspace's packages here; the tarballs' in scripts/consumer-migrate.mjs).
    for (const [name, range] of Object.entries(change.added)) {
      const manifest = new URL(`../../${name.replace('@frontdesk/', '')}/package.json`, import.meta.url);
      expect(range, name).toBe(`^${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`);
    }
    expect(result.report.install).toBe('npm install');
  });
});

describe('a second run', () => {
  it('changes nothing on the converted files, including those with places left as they were', async () => {
    const converted = Object.fromEntries(Object.keys(files).map((file) => [file, out(file)]));
    const manifest = result.changes.find((change) => change.file === 'package.json')!.after;
    const again = await convertFiles('transforms-again', converted, JSON.parse(manifest));
    expect(again.changes.map((change) => change.file)).toEqual([]);
    // It reports again only what still involves the official SDK (a place whose client it converted is
    // a type error now, no longer an official call): nothing new.
    const first = new Set(result.report.notConverted.map((finding) => `${finding.file} ${finding.reason} ${finding.code}`));
    const second = again.report.notConverted.map((finding) => `${finding.file} ${finding.reason} ${finding.code}`);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((finding) => !first.has(finding))).toEqual([]);
  }, 120_000);
});
