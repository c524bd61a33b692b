import { notFound } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import {
  POLICY_FQDN,
  SERVICE_FQDN,
  STAFF_FQDN,
  type BookingPolicy,
  type Service,
  type ServicesState,
  type Slug,
  type StaffMember,
} from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/** Emits one webhook event (a route's `ctx.emit`, or `webhooks.emit`). */
export type Emit = (eventType: string, event: EmitInput) => unknown;

/**
 * An empty services state (no services, no policies).
 */
export function emptyServicesState(): ServicesState {
  return { services: {}, schedules: {}, staff: {}, policies: {}, locations: {}, categories: {}, forms: {}, timeZone: 'America/New_York' };
}

/**
 * The services domain state, created (empty) when missing.
 */
export function servicesState(state: EmulatorState): ServicesState {
  const current = state.domains.services as ServicesState | undefined;
  if (current && typeof current === 'object' && current.services) return current;
  const created = emptyServicesState();
  state.domains.services = created;
  return created;
}

/**
 * The stored service with this id, or a 404 `SERVICE_NOT_FOUND`.
 */
export function requireService(state: EmulatorState, id: unknown): Service {
  const service = own(servicesState(state).services, id);
  if (!service) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { serviceId: id ?? null });
  return service;
}

/**
 * A booking policy with the defaults of platform-rules §3.6 (every sub-policy disabled), with `overrides`.
 */
export function newPolicy(id: string, name: string, now: string, overrides: Partial<BookingPolicy> = {}): BookingPolicy {
  return {
    id,
    revision: '1',
    createdDate: now,
    updatedDate: now,
    name,
    default: false,
    customPolicyDescription: { enabled: false, description: '' },
    limitEarlyBookingPolicy: { enabled: false, earliestBookingInMinutes: 10080 },
    limitLateBookingPolicy: { enabled: false, latestBookingInMinutes: 1440 },
    bookAfterStartPolicy: { enabled: false },
    cancellationPolicy: { enabled: false, limitLatestCancellation: false, latestCancellationInMinutes: 1440, allowAnonymous: true },
    reschedulePolicy: { enabled: false, limitLatestReschedule: false, latestRescheduleInMinutes: 1440, allowAnonymous: true },
    waitlistPolicy: { enabled: false, capacity: 10, reservationTimeInMinutes: 10 },
    participantsPolicy: { maxParticipantsPerBooking: 1 },
    resourcesPolicy: { enabled: false, autoAssignAllowed: false },
    cancellationFeePolicy: { enabled: false, cancellationWindows: [], autoCollectFeeEnabled: true },
    saveCreditCardPolicy: { enabled: false },
    ...overrides,
  };
}

/**
 * The site's default booking policy (the one with `default: true`), if any.
 */
export function defaultPolicy(services: ServicesState): BookingPolicy | undefined {
  return Object.values(services.policies).find((policy) => policy.default);
}

/**
 * A service as the API serves it: a copy, with the full current booking policy and the business
 * locations' current details.
 */
export function serveService(services: ServicesState, service: Service): Service {
  const served = clone(service);
  const policy = own(services.policies, service.bookingPolicy.id);
  if (policy) served.bookingPolicy = clone(policy);
  served.locations = served.locations.map((location) => {
    if (location.type !== 'BUSINESS' || !location.business) return location;
    const business = own(services.locations, location.business.id);
    if (!business) return location;
    const { id, name, default: isDefault, address, email, phone } = business;
    return { ...location, business: { id, name, default: isDefault, address, email, phone }, calculatedAddress: address };
  });
  withAlwaysPresent(served);
  return served;
}

// The fields the official declarations promise on every served service (where their parent is
// present), filled in when answering, never stored: empty lists, `payment.addOnOption` (ONLINE, the
// enum's default) and `timeBetweenSessions` 0.
function withAlwaysPresent(service: Service): void {
  const out = service as Service & Record<string, any>;
  for (const key of ['serviceResources', 'addOnGroups', 'addOnDetails', 'staffMemberIds', 'supportedSlugs', 'locations']) out[key] ??= [];
  if (out.media) out.media.items ??= [];
  const payment = out.payment as unknown as (Record<string, unknown> & { pricingPlanIds?: string[] }) | undefined;
  if (payment) {
    payment.addOnOption ??= 'ONLINE';
    payment.pricingPlanIds ??= [];
  }
  const constraints = out.schedule?.availabilityConstraints;
  if (constraints) {
    constraints.durations ??= [];
    constraints.sessionDurations ??= [];
    constraints.timeBetweenSessions ??= 0;
  }
}

/**
 * A default slug from a name (platform-rules §3.4): lowercase, non-alphanumerics to `-`, runs
 * collapsed, trimmed; `untitled` when empty; suffixed `-1`, `-2`, ... when another service holds it.
 */
export function defaultSlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'untitled';
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Every slug (current and past) held by services other than `exceptId`.
 */
export function slugsOfOthers(services: ServicesState, exceptId?: string): Set<string> {
  const taken = new Set<string>();
  for (const service of Object.values(services.services)) {
    if (service.id === exceptId) continue;
    for (const slug of service.supportedSlugs) taken.add(slug.name);
  }
  return taken;
}

/**
 * The page URLs of a service with this slug.
 */
export function serviceUrls(slug: string): Service['urls'] {
  const page = (relativePath: string) => ({ relativePath, url: `https://frontdesk-demo.example${relativePath}` });
  return {
    servicePage: page(`/service-page/${slug}`),
    bookingPage: page(`/booking-calendar/${slug}`),
    calendarPage: page(`/booking-calendar/${slug}`),
  };
}

/**
 * A new slug record.
 */
export function slugRecord(name: string, custom: boolean, createdDate: string): Slug {
  return { name, custom, createdDate };
}

/**
 * The event of a service change (`wix.bookings.services.v2.service_{created,updated,deleted}`).
 */
export function serviceEvent(kind: 'created' | 'updated' | 'deleted', service: Service): [string, EmitInput] {
  return entityEvent(`wix.bookings.services.v2.service_${kind}`, SERVICE_FQDN, kind, service);
}

/**
 * The event of a booking policy change (`wix.bookings.v1.booking_policy_*`).
 */
export function policyEvent(
  kind: 'created' | 'updated' | 'deleted' | 'default_booking_policy_set',
  policy: BookingPolicy,
): [string, EmitInput] {
  const eventType = `wix.bookings.v1.booking_policy_${kind}`;
  if (kind === 'default_booking_policy_set') {
    return [
      eventType,
      { entityFqdn: POLICY_FQDN, slug: kind, entityId: policy.id, actionEvent: { body: { currentDefaultBookingPolicy: clone(policy) } } },
    ];
  }
  return entityEvent(eventType, POLICY_FQDN, kind, policy);
}

/**
 * The event of a staff member change (`wix.bookings.staff.v1.staff_member_*`).
 */
export function staffEvent(kind: 'created' | 'updated' | 'deleted', member: StaffMember): [string, EmitInput] {
  return entityEvent(`wix.bookings.staff.v1.staff_member_${kind}`, STAFF_FQDN, kind, member);
}

function entityEvent(
  eventType: string,
  entityFqdn: string,
  kind: 'created' | 'updated' | 'deleted',
  entity: { id: string },
): [string, EmitInput] {
  const copy = clone(entity);
  const base = { entityFqdn, slug: kind, entityId: entity.id };
  if (kind === 'created') return [eventType, { ...base, createdEvent: { entity: copy } }];
  if (kind === 'updated') return [eventType, { ...base, updatedEvent: { currentEntity: copy } }];
  return [eventType, { ...base, deletedEvent: { deletedEntity: copy } }];
}

/**
 * The stored service with this id in a services state, or a 404 `SERVICE_NOT_FOUND`.
 */
export function requireServiceIn(services: ServicesState, id: unknown): Service {
  const service = own(services.services, id);
  if (!service) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { serviceId: id ?? null });
  return service;
}
