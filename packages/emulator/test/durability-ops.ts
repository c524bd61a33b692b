import { DEMO_CLIENT_ID, DEMO_SERVICE_IDS, type Emulator } from '../src/index.js';
import { ownerHeaders, privateSessionSlot } from './helpers.js';

/** What an app-like client knows: ids it created (to update, cancel or delete them later). */
export interface Known {
  members: string[];
  plans: string[];
  bookings: Array<{ id: string; revision: string }>;
}

/** An empty {@link Known}. */
export const known = (): Known => ({ members: [], plans: [], bookings: [] });

/** The kinds of request {@link runOp} sends: writes, read-only query POSTs and reads. */
export const OPS = [
  'createMember',
  'deleteMember',
  'createPlan',
  'planVisibility',
  'createBooking',
  'cancelBooking',
  'createApiKey',
  'visitorToken',
  'queryMembers',
  'queryAvailability',
  'listPlansPost',
  'listMembers',
  'getInfo',
] as const;

/** One kind of request. */
export type Op = (typeof OPS)[number];

const PLAN = { pricing: { singlePaymentUnlimited: true, price: { value: '10', currency: 'USD' } } };

async function call(emulator: Emulator, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await emulator.fetch(path, {
    method,
    headers: { ...ownerHeaders, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Sends one request of kind `op` (`n` picks among known ids, slots and names); refusals (4xx) are
 * part of the traffic, a 5xx throws. Returns the status.
 */
export async function runOp(emulator: Emulator, op: Op, n: number, model: Known, tag: string): Promise<number> {
  const pick = <T>(list: T[]): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
  switch (op) {
    case 'createMember': {
      // A small pool of emails: some creates are refused as duplicates.
      const got = await call(emulator, 'POST', '/members/v1/members', { member: { loginEmail: `${tag}-${n % 7}@example.com` } });
      if (got.status === 200) model.members.push(got.body.member.id);
      return got.status;
    }
    case 'deleteMember': {
      const id = pick(model.members) ?? 'no-such-member';
      const got = await call(emulator, 'DELETE', `/members/v1/members/${id}`);
      if (got.status === 200) model.members.splice(model.members.indexOf(id), 1);
      return got.status;
    }
    case 'createPlan': {
      const got = await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan: { name: `${tag} plan ${n}`, ...PLAN } });
      if (got.status === 200) model.plans.push(got.body.plan.id);
      return got.status;
    }
    case 'planVisibility':
      return (await call(emulator, 'PUT', `/pricing-plans/v2/plans/${pick(model.plans) ?? 'none'}/visibility`, { visible: n % 2 > 0 }))
        .status;
    case 'createBooking': {
      // A few slots of the one-to-one session: busy slots are refused (428).
      const day = 2 + (n % 3);
      const hour = 9 + (n % 4);
      const slot = privateSessionSlot(`2026-03-0${day}T${hour}:00:00`, `2026-03-0${day}T${hour + 1}:00:00`);
      const got = await call(emulator, 'POST', '/_api/bookings-service/v2/bookings', { booking: { bookedEntity: { slot } } });
      if (got.status === 200) model.bookings.push({ id: got.body.booking.id, revision: got.body.booking.revision });
      return got.status;
    }
    case 'cancelBooking': {
      const booking = pick(model.bookings);
      if (!booking) return 0;
      // Every other cancel names a stale revision: refused (409).
      const revision = n % 2 === 0 ? booking.revision : '99';
      const got = await call(emulator, 'POST', `/_api/bookings-service/v2/bookings/${booking.id}/cancel`, { revision });
      if (got.status === 200) booking.revision = got.body.booking.revision;
      return got.status;
    }
    case 'createApiKey':
      return (await call(emulator, 'POST', '/_emulator/api-keys', { name: `${tag}-key-${n}` })).status;
    case 'visitorToken':
      return (await call(emulator, 'POST', '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })).status;
    case 'queryMembers':
      return (await call(emulator, 'POST', '/members/v1/members/query', { query: { paging: { limit: 20 } } })).status;
    case 'queryAvailability': {
      const filter = { serviceId: DEMO_SERVICE_IDS.privateSession, startDate: '2026-03-02T00:00:00', endDate: '2026-03-05T00:00:00' };
      return (await call(emulator, 'POST', '/availability-calendar/v1/availability/query', { query: { filter } })).status;
    }
    case 'listPlansPost':
      return (await call(emulator, 'POST', '/pricing-plans/v2/plans', { limit: 20 })).status;
    case 'listMembers':
      return (await call(emulator, 'GET', '/members/v1/members?paging.limit=20')).status;
    case 'getInfo':
      return (await call(emulator, 'GET', '/_emulator')).status;
  }
}
