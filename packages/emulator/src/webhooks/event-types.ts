/**
 * One webhook event type the emulator emits: its type, the entity it is about, its `slug` and which
 * body it carries (`createdEvent`, `updatedEvent`, `deletedEvent` or `actionEvent`).
 */
export interface EmittedEventType {
  eventType: string;
  entityFqdn: string;
  slug: string;
  action: 'created' | 'updated' | 'deleted' | 'action';
}

const MEMBER = 'wix.members.v1.member';
const PLAN = 'wix.pricing_plans.v2.plan';
const ORDER = 'wix.pricing_plans.v2.order';
const SERVICE = 'wix.bookings.services.v2.service';
const POLICY = 'wix.bookings.v1.booking_policy';
const STAFF = 'wix.bookings.staff.v1.staff_member';
const BOOKING = 'wix.bookings.v2.booking';

const bodyOf = (slug: string): EmittedEventType['action'] =>
  slug === 'created' || slug === 'updated' || slug === 'deleted' ? slug : 'action';

// `<prefix><slug>` for each slug, about `entityFqdn`.
function family(entityFqdn: string, prefix: string, slugs: readonly string[]): EmittedEventType[] {
  return slugs.map((slug) => ({ eventType: `${prefix}${slug}`, entityFqdn, slug, action: bodyOf(slug) }));
}

/**
 * Every event type the built-in domains emit (`GET /_emulator/webhooks/event-types`), grouped by
 * entity. A test compares it with the types the domains' `emit(...)` calls produce, so a new one
 * cannot be left out.
 */
export const EMITTED_EVENT_TYPES: readonly EmittedEventType[] = [
  ...family(MEMBER, 'wix.members.v1.member_', ['created', 'updated', 'deleted']),
  ...family(PLAN, 'wix.pricing_plans.plan_', ['created', 'updated', 'buyer_can_cancel_updated', 'plan_archived']),
  ...family(ORDER, 'wix.pricing_plans.v2.order_', [
    'created',
    'updated',
    'purchased',
    'started',
    'cycle_started',
    'start_date_changed',
    'paused',
    'resumed',
    'auto_renew_canceled',
    'canceled',
    'ended',
    'marked_as_paid',
    'end_date_postponed',
  ]),
  ...family(SERVICE, 'wix.bookings.services.v2.service_', ['created', 'updated', 'deleted']),
  ...family(POLICY, 'wix.bookings.v1.booking_policy_', ['created', 'updated', 'deleted', 'default_booking_policy_set']),
  ...family(STAFF, 'wix.bookings.staff.v1.staff_member_', ['created', 'updated', 'deleted', 'fully_created']),
  ...family(BOOKING, 'wix.bookings.v2.booking_', [
    'created',
    'updated',
    'confirmed',
    'declined',
    'canceled',
    'rescheduled',
    'markedAsPending',
    'number_of_participants_updated',
  ]),
];

/**
 * The {@link EmittedEventType} of an event type, or `undefined` when the emulator does not emit it.
 */
export function emittedEventType(eventType: string): EmittedEventType | undefined {
  return EMITTED_EVENT_TYPES.find((type) => type.eventType === eventType);
}
