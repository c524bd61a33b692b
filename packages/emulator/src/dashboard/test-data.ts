import { failedPrecondition, validationError, type FieldViolation } from '../errors.js';
import { newId } from '../ids.js';
import type { Caller, RouteContext } from '../routing/types.js';
import type { EmulatorState } from '../state/types.js';
import { isRecord } from '../util/values.js';
import { localToInstant } from '../util/zoned-time.js';
import { MODERATED_STATUS, runDashboardAction } from './actions.js';
import { dataItem } from './data.js';
import { callerDispatch, ownerDispatch } from './owner-dispatch.js';

/*
 * The dashboard's test data: members edited, bookings made for a chosen slot and customer, offline
 * orders sold to a member. Each goes through the platform's own routes (the owner's, or for a
 * member's booking the member's own create call), so its rules, events, webhooks and emails apply.
 */

type Entity = Record<string, any>;

const encode = encodeURIComponent;

function optionalString(input: Entity, field: string, violations: FieldViolation[]): string | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') violations.push({ field, description: 'must be a string', data: {} });
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * What `POST /_emulator/dashboard/members/{id}` changes: the contact's first and last name, the
 * profile's nickname (`""` clears one), and the status (`APPROVED`, `BLOCKED` or `OFFLINE`, reached
 * through the owner's approve, block and disconnect).
 */
export interface MemberEdit {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  status?: 'APPROVED' | 'BLOCKED' | 'OFFLINE';
}

const STATUS_ACTION = { APPROVED: 'approve', BLOCKED: 'block', OFFLINE: 'disconnect' } as const;

/**
 * Edits a member through the owner's routes: `PATCH /members/v1/members/{id}` for the names, then
 * the moderation route that leads to the status asked for (refused as the route refuses it: e.g. a
 * member with an active plan cannot be blocked). Nothing changes when a part is refused.
 */
export async function editMember(ctx: RouteContext, id: string, input: unknown): Promise<void> {
  const body: Entity = isRecord(input) ? input : {};
  const violations: FieldViolation[] = [];
  const firstName = optionalString(body, 'firstName', violations);
  const lastName = optionalString(body, 'lastName', violations);
  const nickname = optionalString(body, 'nickname', violations);
  const status = body.status;
  if (status !== undefined && !Object.hasOwn(STATUS_ACTION, String(status))) {
    violations.push({ field: 'status', description: `must be one of ${Object.keys(STATUS_ACTION).join(', ')}`, data: {} });
  }
  if (violations.length > 0) throw validationError(violations);
  const asOwner = ownerDispatch(ctx);
  const member: Entity = await dataItem(asOwner, 'members', id);
  const contact = { ...(firstName !== undefined ? { firstName } : {}), ...(lastName !== undefined ? { lastName } : {}) };
  const change = {
    ...(Object.keys(contact).length > 0 ? { contact } : {}),
    ...(nickname !== undefined ? { profile: { nickname } } : {}),
  };
  if (Object.keys(change).length > 0) await asOwner('PATCH', `/members/v1/members/${encode(id)}`, { member: change });
  const action = status === undefined ? undefined : STATUS_ACTION[status as keyof typeof STATUS_ACTION];
  if (action && member.status !== MODERATED_STATUS[action]) await runDashboardAction(asOwner, 'members', id, action);
}

/**
 * `GET /_emulator/dashboard/slots`: what a booking can be made for, from the owner's availability
 * query (`POST /availability-calendar/v1/availability/query`), or the course itself.
 */
export interface DashboardSlot {
  /** ISO instants. */
  start: string;
  end: string;
  /** The staff member or resource (appointments), else empty. */
  resourceName: string;
  openSpots: number;
  totalSpots: number;
  bookable: boolean;
  /** What `POST /_emulator/dashboard/bookings` takes as `bookedEntity`: the availability's `slot`, or a course's `schedule`. */
  bookedEntity: { slot: Entity } | { schedule: { scheduleId: string } };
}

/**
 * The slots of a service from `from` (a date, in the business's time zone) for `days` days (1..31),
 * as the availability query answers the owner; a course answers its schedule as one entry.
 */
export async function dashboardSlots(ctx: RouteContext, serviceId: string, from: string, days: number): Promise<DashboardSlot[]> {
  const asOwner = ownerDispatch(ctx);
  const service: Entity = await dataItem(asOwner, 'services', serviceId);
  if (service.type === 'COURSE') {
    const scheduleId = String(service.schedule?.id ?? '');
    const first = Date.parse(service.schedule?.firstSessionStart ?? '');
    const last = Date.parse(service.schedule?.lastSessionEnd ?? '');
    return [
      {
        start: Number.isNaN(first) ? '' : new Date(first).toISOString(),
        end: Number.isNaN(last) ? '' : new Date(last).toISOString(),
        resourceName: '',
        openSpots: Number(service.defaultCapacity ?? 0),
        totalSpots: Number(service.defaultCapacity ?? 0),
        bookable: true,
        bookedEntity: { schedule: { scheduleId } },
      },
    ];
  }
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = new Date(start + days * 86_400_000).toISOString().slice(0, 10);
  const answer = await asOwner('POST', '/availability-calendar/v1/availability/query', {
    query: { filter: { serviceId: [serviceId], startDate: `${from}T00:00:00`, endDate: `${end}T00:00:00` } },
  });
  return ((answer.availabilityEntries ?? []) as Entity[]).map((entry) => {
    const slot = entry.slot as Entity;
    const zone = String(slot.timezone ?? '');
    return {
      start: zonedIso(slot.startDate, zone),
      end: zonedIso(slot.endDate, zone),
      resourceName: String(slot.resource?.name ?? ''),
      openSpots: Number(entry.openSpots ?? 0),
      totalSpots: Number(entry.totalSpots ?? 0),
      bookable: entry.bookable === true,
      bookedEntity: { slot },
    };
  });
}

// A slot's local date-time (availability answers wall times in its `timezone`) as an ISO instant.
function zonedIso(local: unknown, zone: string): string {
  const ms = localToInstant(String(local ?? '').slice(0, 19), zone || 'UTC');
  return Number.isNaN(ms) ? String(local ?? '') : new Date(ms).toISOString();
}

/**
 * What `POST /_emulator/dashboard/bookings` takes: a `bookedEntity` from `GET
 * /_emulator/dashboard/slots`, the customer (a `memberId`, or a guest's `contact`), the number of
 * participants, and whether the customer gets the platform's notification email.
 */
export interface DashboardBookingInput {
  bookedEntity: { slot: Entity } | { schedule: { scheduleId: string } };
  memberId?: string;
  contact?: { firstName?: string; lastName?: string; email?: string; phone?: string };
  participants?: number;
  notify?: boolean;
}

function memberCaller(ctx: RouteContext, memberId: string): Caller {
  const clientId = ctx.state.oauthClients[0]?.id ?? 'emulator-dashboard';
  return { role: 'member', memberId, visitorId: newId(), clientId };
}

/**
 * Makes a booking. For a member: the member's own create call (`POST
 * /_api/bookings-service/v2/bookings` as that member, their contact details filled in), so the
 * booking is theirs, as if they booked in an app; the member must be APPROVED (signed in). For a
 * guest: the owner's create call with the contact given. `notify` asks the platform to email the
 * customer (`participantNotification`).
 */
export async function createDashboardBooking(ctx: RouteContext, input: unknown): Promise<Entity> {
  const body: Entity = isRecord(input) ? input : {};
  const violations: FieldViolation[] = [];
  const entity = body.bookedEntity;
  if (!isRecord(entity) || (!isRecord(entity.slot) && !isRecord(entity.schedule))) {
    violations.push({
      field: 'bookedEntity',
      description: 'must hold a slot or a schedule (see GET /_emulator/dashboard/slots)',
      data: {},
    });
  }
  if (body.memberId !== undefined && (typeof body.memberId !== 'string' || body.memberId === '')) {
    violations.push({ field: 'memberId', description: 'must be a member id', data: {} });
  }
  if (
    body.memberId === undefined &&
    !(isRecord(body.contact) && typeof body.contact.email === 'string' && body.contact.email.trim() !== '')
  ) {
    violations.push({ field: 'contact.email', description: 'is required for a guest (or send memberId)', data: {} });
  }
  const participants = body.participants ?? 1;
  if (!Number.isInteger(participants) || participants < 1) {
    violations.push({ field: 'participants', description: 'must be a whole number from 1', data: {} });
  }
  if (violations.length > 0) throw validationError(violations);
  const notification = body.notify === true ? { participantNotification: { notifyParticipants: true } } : {};
  const booking: Entity = { bookedEntity: entity, totalParticipants: participants };
  if (typeof body.memberId === 'string') {
    const member: Entity = await dataItem(ownerDispatch(ctx), 'members', body.memberId);
    if (member.status !== 'APPROVED') {
      throw failedPrecondition('INVALID_MEMBER_STATUS', `A ${member.status} member cannot sign in to book: approve them first`, {
        memberId: member.id,
      });
    }
    booking.contactDetails = {
      ...(member.contact?.firstName ? { firstName: member.contact.firstName } : {}),
      ...(member.contact?.lastName ? { lastName: member.contact.lastName } : {}),
      email: member.loginEmail,
    };
    const asMember = callerDispatch(ctx, memberCaller(ctx, member.id));
    return (await asMember('POST', '/_api/bookings-service/v2/bookings', { booking, ...notification })).booking;
  }
  booking.contactDetails = { ...body.contact, email: String(body.contact.email).trim() };
  return (await ownerDispatch(ctx)('POST', '/_api/bookings-service/v2/bookings', { booking, ...notification })).booking;
}

/**
 * Sells a plan to a member as the owner's offline order (`POST
 * /pricing-plans/v2/checkout/orders/offline`): `{ planId, memberId, paid?, startDate? }`, as that
 * route takes them (and refuses them).
 */
export async function createDashboardOrder(ctx: RouteContext, input: unknown): Promise<Entity> {
  const body: Entity = isRecord(input) ? input : {};
  const { planId, memberId, paid, startDate } = body;
  return (
    await ownerDispatch(ctx)('POST', '/pricing-plans/v2/checkout/orders/offline', {
      planId,
      memberId,
      paid: paid === true,
      ...(startDate !== undefined ? { startDate } : {}),
    })
  ).order;
}

/**
 * The apps a "sign in as" can open: the origins of the OAuth clients' registered redirect URIs
 * (each once, in registration order), with the client they belong to.
 */
export function appOrigins(state: EmulatorState): Array<{ origin: string; clientId: string }> {
  const seen = new Set<string>();
  const out: Array<{ origin: string; clientId: string }> = [];
  for (const client of state.oauthClients) {
    for (const uri of client.redirectUris ?? []) {
      let origin: string;
      try {
        origin = new URL(uri).origin;
      } catch {
        continue;
      }
      if (origin === 'null' || seen.has(origin)) continue;
      seen.add(origin);
      out.push({ origin, clientId: client.id });
    }
  }
  return out;
}
