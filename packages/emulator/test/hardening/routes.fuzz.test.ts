import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/util/limits.js';
import {
  createEmulator,
  DEMO_CLIENT_ID,
  DEMO_COUPON_CODE,
  DEMO_MEMBER_ID,
  DEMO_PLAN_IDS,
  DEMO_SERVICE_IDS,
  pricingPlans,
} from '../../src/index.js';
import type { EmulatorState } from '../../src/extend/index.js';
import { identityState } from '../../src/domains/identity/store.js';
import { ownerHeaders, privateSessionSlot } from '../helpers.js';
import { eveningClass } from '../services/helpers.js';
import { bodyCases, fieldsFor, mutationCases, queryCases, wrongTypeCases, type FuzzCase } from './fuzz-cases.js';
import wireSampleBodies from './wire-sample-bodies.json';

/*
 * Bad input to every route of the emulator's route registry, as the owner (and as a visitor for the
 * read routes, as the member for member-only routes). For each request: never a 5xx (the emulator's
 * `onError` is never called), a platform error envelope for every refusal, `Object.prototype`
 * untouched, and no state change by a refused request.
 */

const T0 = '2026-03-01T09:00:00.000Z';
const unexpected: unknown[] = [];
const emulator = createEmulator({
  clock: T0,
  onError: (error) => unexpected.push(error),
  // Webhook subscriptions the fuzz creates must not reach the network.
  fetch: async () => new Response(null, { status: 204 }),
});

// Fixed by default (a deterministic test); FUZZ_SEED and FUZZ_MUTATIONS explore further when run by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const MUTATIONS = Number(process.env.FUZZ_MUTATIONS ?? 24);
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join();
const READ_ROUTE = /(query|count|search|multislot|get_allowed_actions|get_availability|validate)$/;

interface Fixture {
  snapshot: EmulatorState;
  /** Valid bodies per `METHOD template` (wire samples and hand-written ones), for the mutation cases. */
  samples: Map<string, unknown[]>;
  ids: Record<string, string>;
  visitor: Record<string, string>;
  member: Record<string, string>;
}

let fixture: Fixture;

async function post(path: string, body: unknown): Promise<any> {
  const headers = { 'content-type': 'application/json', ...ownerHeaders };
  const response = await emulator.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(response.status, `fixture: POST ${path}`).toBe(200);
  return response.json();
}

// Entities the demo seed lacks (bookings, orders, events), so that path parameters can name existing ones.
async function createFixture(): Promise<Fixture> {
  const pp = pricingPlans(emulator);
  const order = pp.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: DEMO_MEMBER_ID, type: 'OFFLINE' });
  const slot = privateSessionSlot;
  const booking = await post('/_api/bookings-service/v2/bookings', {
    booking: { bookedEntity: { slot: slot('2026-03-02T09:00:00', '2026-03-02T10:00:00') } },
  });
  const multi = await post('/_api/bookings-service/v2/multi_service_bookings', {
    bookings: [
      { bookedEntity: { slot: slot('2026-03-03T09:00:00', '2026-03-03T10:00:00') } },
      { bookedEntity: { slot: slot('2026-03-03T10:00:00', '2026-03-03T11:00:00') } },
    ],
  });
  const ids: Record<string, string> = {
    plan: DEMO_PLAN_IDS.yearly,
    order: order.id,
    booking: booking.booking.id,
    multi: multi.multiServiceBooking.id,
    service: DEMO_SERVICE_IDS.vinyasaClass,
    schedule: 'a1000000-0000-4000-8000-000000000003',
    member: DEMO_MEMBER_ID,
    coupon: DEMO_COUPON_CODE,
  };
  const visitor = { authorization: emulator.tokens.issue({ role: 'visitor', clientId: DEMO_CLIENT_ID }).access_token };
  const memberToken = emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId: DEMO_MEMBER_ID }).access_token;
  const member = { authorization: memberToken };
  // The identity domain completes the seed's partial state in place on first use (sessions, codes, ...):
  // done here, so that the first refused sign-in request is not counted as a change.
  emulator.store.mutate((state) => identityState(state));
  // The webhook signing key is made on first use (an RSA key: slow); made once here, it is in the snapshot.
  await emulator.fetch('/_emulator/webhooks/public-key');
  const samples = new Map<string, unknown[]>();
  const add = (method: string, path: string, body: unknown) => {
    const { direct, fallback } = emulator.routes.resolve(method, path);
    const route = (direct ?? fallback)?.route;
    if (!route) return;
    const key = `${route.method === 'GET' ? 'POST' : route.method} ${route.template}`;
    samples.set(key, [...(samples.get(key) ?? []), body]);
  };
  for (const [key, bodies] of Object.entries(wireSampleBodies as Record<string, unknown[]>)) {
    const [method, path] = key.split(' ') as [string, string];
    for (const body of bodies) add(method, path, body);
  }
  for (const [method, path, body] of validBodies(ids)) add(method, path, body);
  return { snapshot: emulator.store.snapshot(), samples, ids, visitor, member };
}

// Bodies the demo seed (plus the fixture) accepts, for the calls with the most validation behind them.
function validBodies(ids: Record<string, string>): Array<[string, string, unknown]> {
  const plan = {
    name: 'Gold',
    description: 'All classes',
    perks: { values: ['Unlimited classes'] },
    pricing: {
      subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
      price: { value: '19.99', currency: 'USD' },
      freeTrialDays: 7,
    },
    maxPurchasesPerBuyer: 1,
    clientData: { a: 'b' },
  };
  const slot = privateSessionSlot('2026-03-04T09:00:00', '2026-03-04T10:00:00');
  const service = eveningClass;
  const extendedFields = { namespaces: { app: { a: 1 } } };
  const aggregations = [{ type: 'VALUE', fieldPath: 'name' }];
  const memberQuery = {
    filter: { 'profile.nickname': { $startsWith: 'a' } },
    sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
    paging: { limit: 10 },
  };
  const event = {
    scheduleId: ids.schedule,
    start: { localDate: '2026-03-03T18:30:00' },
    end: { localDate: '2026-03-03T19:15:00' },
    timeZone: 'Europe/London',
    recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
  };
  return [
    ['POST', '/pricing-plans/v2/plans', { plan }],
    ['PATCH', `/pricing-plans/v2/plans/${ids.plan}`, { plan: { ...plan, name: 'Gold+' }, mask: 'name,pricing.price,clientData' }],
    ['PATCH', `/pricing-plans/v2/plans/${ids.plan}`, { plan: { description: 'x', perks: { values: ['a'] }, clientData: { k: 'v' } } }],
    ['POST', '/pricing-plans/v2/checkout/orders/offline', { planId: ids.plan, memberId: ids.member, startDate: '2026-03-05T00:00:00Z' }],
    ['POST', '/pricing-plans/v2/checkout/orders/price-preview', { planId: ids.plan, couponCode: ids.coupon }],
    ['PATCH', `/pricing-plans/v2/orders/${ids.order}`, { endDate: '2027-06-01T00:00:00.000Z' }],
    ['POST', `/pricing-plans/v2/orders/${ids.order}/pause`, {}],
    ['POST', '/_api/bookings/v2/services', { service }],
    ['PATCH', `/_api/bookings/v2/services/${ids.service}`, { service: { revision: '1', name: 'Vinyasa', tagLine: 't', extendedFields } }],
    ['PATCH', `/_api/bookings/v2/services/${ids.service}`, { service: { revision: '1', description: 'd' }, mask: 'description' }],
    ['POST', '/_api/bookings-service/v2/bookings', { booking: { bookedEntity: { slot }, totalParticipants: 1 } }],
    [
      'POST',
      `/_api/bookings-service/v2/bookings/${ids.booking}/reschedule`,
      { slot: { ...slot, startDate: '2026-03-05T09:00:00', endDate: '2026-03-05T10:00:00' }, revision: '1' },
    ],
    ['POST', `/_api/bookings-service/v2/bookings/${ids.booking}/update_extended_fields`, { namespace: 'app', namespaceData: { a: 1 } }],
    ['POST', '/bookings/bookings-attendance/set', { attendance: { bookingId: ids.booking, status: 'ATTENDED', numberOfAttendees: 1 } }],
    ['POST', '/calendar/v3/events', { event }],
    ['POST', '/members/v1/members', { member: { loginEmail: 'fuzz@example.com', profile: { nickname: 'f' } } }],
    ['PATCH', `/members/v1/members/${ids.member}`, { member: { contact: { firstName: 'A', customFields: { hobby: { value: 'x' } } } } }],
    ['POST', '/members/v1/members/query', { query: memberQuery }],
    ['POST', '/_api/bookings/v2/services/search', { search: { filter: { type: 'CLASS' }, aggregations } }],
    ['POST', '/_emulator/clock', { set: T0 }],
    ['POST', '/_emulator/clock', { advanceMs: 1000 }],
    ['POST', '/_emulator/coupons', { code: 'FUZZ', discountPercent: 10 }],
    ['POST', '/_emulator/members/custom-fields', { key: 'hobby', fieldType: 'TEXT' }],
    ['POST', '/_emulator/webhooks/emit', { eventType: 'x', entityFqdn: 'y', slug: 'z', entityId: 'i', actionEvent: { body: {} } }],
    // The admin routes (`/_emulator/*`): each gets every top-level field with every wrong type (wrongTypeCases).
    ['POST', '/_emulator/reset', {}],
    ['POST', '/_emulator/api-keys', { name: 'fuzz key' }],
    ['POST', '/_emulator/oauth-clients', { id: 'fuzz-client', name: 'Fuzz', redirectUris: ['http://127.0.0.1:9/callback'] }],
    ['POST', '/_emulator/oauth-clients/demo-storefront/redirect-uris', { redirectUris: ['http://127.0.0.1:9/callback'] }],
    ['POST', '/_emulator/faults', { path: '/members/v1/members/my', method: 'GET', status: 503, times: 1 }],
    ['POST', '/_emulator/webhooks/subscriptions', { url: 'http://127.0.0.1:9/hook', eventTypes: ['wix.members.v1.member_created'] }],
    ['POST', '/_emulator/webhooks/test', { eventType: 'wix.members.v1.member_created' }],
    ['POST', `/_emulator/members/${ids.member}/roles`, { roles: ['MEMBER'] }],
    ['POST', '/_emulator/members/blocks', { blockerId: ids.member, blockedId: 'a2000000-0000-4000-8000-000000000002' }],
    ['POST', '/_emulator/identity/policy', { requireEmailVerification: true, requireOwnerApproval: false }],
    ['POST', '/_emulator/identity/captcha', { required: true }],
    [
      'POST',
      '/_emulator/identity/members',
      {
        email: 'fuzz-member@example.com',
        password: 'S3cret-Passw0rd',
        status: 'APPROVED',
        pendingReasons: [],
        emailVerified: true,
        nickname: 'Fuzz',
        privacyStatus: 'PUBLIC',
        profile: { firstName: 'Fuzz' },
      },
    ],
    ['POST', `/_emulator/identity/members/${ids.member}/status`, { status: 'BLOCKED' }],
    ['POST', '/_emulator/identity/sessions', { memberId: ids.member }],
    ['POST', '/_emulator/identity/tokens', { email: 'demo@frontdesk.test', clientId: DEMO_CLIENT_ID }],
    ['POST', `/_emulator/pricing-plans/orders/${ids.order}/pay`, { outcome: 'SUCCESS' }],
  ];
}

// An existing id for a path parameter where the template names a known entity, else junk.
function existingId(template: string, name: string): string {
  const { ids } = fixture;
  if (name === 'code') return ids.coupon!;
  if (template.includes('/plans/')) return ids.plan!;
  if (template.includes('/orders/')) return ids.order!;
  if (template.includes('multi_service_bookings/')) return ids.multi!;
  if (template.includes('/bookings/')) return ids.booking!;
  if (template.includes('attendance')) return ids.booking!;
  if (template.includes('/services/')) return ids.service!;
  if (template.includes('/schedule/')) return ids.schedule!;
  if (template.includes('/members/')) return ids.member!;
  return 'no-such-id';
}

let sent = 0;

function restore(): void {
  emulator.store.replace(structuredClone(fixture.snapshot));
  emulator.clock.set(T0);
}

function fillPath(template: string, pick: (name: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pick(name)));
}

interface Outcome {
  route: string;
  role: string;
  name: string;
  problem: string;
}

// The first path at which two JSON values differ, for the report.
function firstDifference(a: unknown, b: unknown, at = 'state'): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
    if (found) return found;
  }
  return at;
}

function isEnvelope(body: any): boolean {
  if (typeof body !== 'object' || body === null || typeof body.message !== 'string' || typeof body.details !== 'object') return false;
  const { applicationError, validationError } = body.details ?? {};
  if (applicationError) return typeof applicationError.code === 'string' && typeof applicationError.description === 'string';
  if (validationError) return Array.isArray(validationError.fieldViolations);
  return false;
}

interface Answer {
  status: number;
  text: string;
  type: string;
}

async function send(method: string, path: string, headers: Record<string, string>, c: FuzzCase): Promise<Answer> {
  const url = c.query !== undefined ? `${path}?${c.query}` : path;
  const init: RequestInit = { method, headers: { ...headers, ...(c.headers ?? {}) } };
  if (c.body !== undefined) {
    init.body = c.body;
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await emulator.fetch(url, init);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

type Roles = Array<[string, Record<string, string>]>;

async function fuzzRoute(
  method: string,
  template: string,
  raw: boolean,
  roles: Roles,
  out: Outcome[],
  bodyLimit = MAX_BODY_BYTES,
): Promise<void> {
  const key = `${method} ${template}`;
  const seed = [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);
  const fields = fieldsFor(key, seed);
  const bodyMethod = method !== 'GET' && method !== 'DELETE';
  const samples = fixture.samples.get(key) ?? [];
  const admin = template.startsWith('/_emulator/') && !template.startsWith('/_emulator/hosted/');
  const mutations = [...mutationCases(samples, seed, MUTATIONS), ...(admin ? wrongTypeCases(samples) : [])];
  const cases = bodyMethod ? [...bodyCases(fields, seed), ...mutations] : queryCases(fields, seed);
  // With a reserved word as the id, what matters is the lookup: the cases that reach the handler.
  const reachHandler = [...cases.filter((c) => c.kind === 'shape' || c.kind === 'types'), ...mutations.slice(0, 6)];
  const paths = [fillPath(template, (name) => existingId(template, name))];
  if (template.includes('{'))
    paths.push(
      fillPath(template, () => '__proto__'),
      fillPath(template, () => 'constructor'),
    );
  for (const [role, headers] of roles) {
    for (const path of paths) {
      restore();
      for (const c of path === paths[0] ? cases : reachHandler) {
        const before = JSON.stringify(emulator.state);
        const errorsBefore = unexpected.length;
        const report = (problem: string) => out.push({ route: `${method} ${path.slice(0, 120)}`, role, name: c.name, problem });
        let result: Answer;
        // By hand: the case being sent, to find the one a hang is stuck in.
        if (process.env.FUZZ_TRACE) writeFileSync(process.env.FUZZ_TRACE, `${method} ${path} [${role}] ${c.name}\n${c.body ?? c.query}`);
        sent += 1;
        try {
          result = await send(method, path, headers, c);
        } catch (error) {
          report(`fetch threw ${String(error)}`);
          continue;
        } finally {
          emulator.faults.clear();
        }
        const { status, text, type } = result;
        if (unexpected.length > errorsBefore) report(`onError: ${String(unexpected[unexpected.length - 1]).slice(0, 200)}`);
        if (status >= 500) report(`status ${status}: ${text.slice(0, 200)}`);
        const names = Object.getOwnPropertyNames(Object.prototype);
        if (names.sort().join() !== PROTOTYPE_NAMES || ({} as Record<string, unknown>).polluted !== undefined) {
          report('Object.prototype changed');
          // Cleaned up, so that one finding does not turn every later case into a failure.
          const added = names.filter((name) => !PROTOTYPE_NAMES.split(',').includes(name));
          for (const name of added) delete (Object.prototype as Record<string, unknown>)[name];
        }
        if (status >= 400) {
          // The hosted pages are browser pages: they answer refusals with an HTML page, as the platform's do.
          const html = type.includes('text/html') && template.startsWith('/_emulator/hosted/');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          if (!html && !isEnvelope(parsed)) report(`not an error envelope (${status}): ${text.slice(0, 200)}`);
          if (JSON.stringify(emulator.state) !== before) {
            report(`refused (${status}) but changed the state at ${firstDifference(JSON.parse(before), emulator.state)}`);
          }
        }
        // Raw routes parse their own bodies (forms): only the size limit is theirs to share (a route
        // that takes larger bodies, the state import, refuses the huge one as what it is instead).
        const tooLarge = c.expect === 413 && (c.body?.length ?? 0) > bodyLimit;
        const expected = raw ? (tooLarge ? 413 : undefined) : c.expect === 413 && !tooLarge ? undefined : c.expect;
        if (expected !== undefined && status !== expected && path === paths[0]) {
          report(`expected ${expected}, got ${status}: ${text.slice(0, 160)}`);
        }
        // Each case starts from the fixture: an accepted request (a deletion, a sign-out) must not change what the next one sees.
        if (status < 400 && JSON.stringify(emulator.state) !== before) restore();
      }
    }
  }
}

describe('every route, bad input', () => {
  beforeAll(async () => {
    fixture = await createFixture();
  });

  it('never a 5xx, always the platform envelope, Object.prototype untouched, and refusals change nothing', async () => {
    const problems: Outcome[] = [];
    const timings: Array<[string, number]> = [];
    const routes = emulator.routes.list();
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) {
      const definition = emulator.routes.resolve(
        route.method,
        fillPath(route.template, (n) => `x-${n}`),
      ).direct?.route;
      const raw = definition?.options.body === 'raw';
      const allowed = route.roles === 'public' ? ['owner', 'visitor', 'member'] : route.roles;
      const roles: Roles = [];
      if (allowed.includes('owner')) roles.push(['owner', ownerHeaders]);
      else if (allowed.includes('member')) roles.push(['member', fixture.member]);
      const read = route.method === 'GET' || READ_ROUTE.test(route.template);
      if (read && allowed.includes('visitor') && route.roles !== 'public') roles.push(['visitor', fixture.visitor]);
      const started = performance.now();
      await fuzzRoute(route.method, route.template, raw, roles, problems, definition?.options.maxBodyBytes);
      timings.push([`${route.method} ${route.template}`, performance.now() - started]);
      if (route.fallbackPost) await fuzzRoute('POST', route.template, false, roles.slice(0, 1), problems);
    }
    const summary = problems.map((p) => `${p.route} [${p.role}] ${p.name}: ${p.problem}`);
    if (process.env.FUZZ_REPORT) {
      const slowest = timings
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([name, ms]) => `${Math.round(ms)} ms ${name}`);
      const totals = `--- ${sent} requests to ${routes.length} routes; slowest:`;
      writeFileSync(process.env.FUZZ_REPORT, [...summary, totals, ...slowest].join('\n'));
    }
    expect(summary).toEqual([]);
    // Thousands of requests in one test: over 120 s on a 2-core machine at a load average of 11. The
    // limit only ends a hung run.
  }, 600_000);
});
