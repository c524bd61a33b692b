import { applicationError, validationError } from '../../errors.js';
import type { RouteContext, RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { calculateMultiSlotAvailability, getScheduleAvailability, queryAvailability } from './availability.js';
import { buildBooking, readFlow } from './create.js';
import { notifyParticipants } from './notifications.js';
import { countExtended, queryExtended } from './reader.js';
import { bookingEvent, bookingsState, checkRevision, requireBooking, touch, view } from './state.js';
import { cancel, confirm, confirmOrDecline, decline, readPayment, reschedule, updateParticipants } from './transitions.js';
import type { BookingRecord } from './types.js';
import { clone } from '../../state/clone.js';
import { assertSafeKey, setOwn } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/*
 * Availability, single-booking and reader routes (wire.md rows 1-6 and 28-37).
 */

const ANYONE: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const MEMBER: RouteOptions = { roles: ['member', 'owner'] };
const OWNER: RouteOptions = { roles: ['owner'] };
const BOOKINGS = '/_api/bookings-service/v2/bookings';

/** A per-item failure of a bulk call: `{ code, description }` from a platform error. */
export function itemError(error: unknown): { code: string; description: string } {
  const details = (error as { body?: { details?: { applicationError?: { code?: string; description?: string } }; message?: string } }).body;
  const app = details?.details?.applicationError;
  if (app?.code) return { code: app.code, description: app.description ?? '' };
  if (details?.message) return { code: 'INVALID_ARGUMENT', description: details.message };
  throw error;
}

function create({ input, state, caller, clock, emit }: RouteContext): unknown {
  const flow = readFlow(caller, input.flowControlSettings);
  const record = buildBooking(state, input.booking, { caller, now: clock.now(), flow });
  bookingsState(state).bookings[record.booking.id] = record;
  emit(...bookingEvent('created', record));
  notifyParticipants(state, record, input, clock.now());
  return { booking: view(record) };
}

function bulkCreate({ input, state, caller, clock, emit }: RouteContext): unknown {
  const infos = input.createBookingsInfo;
  if (!Array.isArray(infos) || infos.length < 1 || infos.length > 40) {
    throw validationError([{ field: 'createBookingsInfo', description: 'must hold 1-40 bookings', violatedRule: 'SIZE' }]);
  }
  const missing = infos.flatMap((info, i) =>
    isRecord(info?.booking) && isRecord(info.booking.bookedEntity)
      ? []
      : [{ field: `createBookingsInfo[${i}].booking.bookedEntity`, description: 'is required', violatedRule: 'REQUIRED_FIELD' }],
  );
  if (missing.length) throw validationError(missing);
  // The bookings are read once for the batch; each new one is added, so the next items see it.
  const records = Object.values(bookingsState(state).bookings);
  const results = infos.map((info: Record<string, any>, originalIndex: number) => {
    try {
      const flow = readFlow(caller, info.flowControlSettings);
      const field = `createBookingsInfo[${originalIndex}].booking`;
      const record = buildBooking(state, info.booking, { caller, now: clock.now(), flow, field, records });
      bookingsState(state).bookings[record.booking.id] = record;
      records.push(record);
      emit(...bookingEvent('created', record));
      notifyParticipants(state, record, info, clock.now());
      return {
        itemMetadata: { id: record.booking.id, originalIndex, success: true },
        ...(input.returnFullEntity === true ? { item: view(record) } : {}),
      };
    } catch (error) {
      return { itemMetadata: { originalIndex, success: false, error: itemError(error) } };
    }
  });
  const successes = results.filter((r) => r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 } };
}

function withRevision(action: (record: BookingRecord, ctx: RouteContext) => void) {
  return (ctx: RouteContext) => {
    const record = requireBooking(ctx.state, ctx.params.id, ctx.caller);
    checkRevision(record, ctx.input.revision);
    action(record, ctx);
    return { booking: view(record) };
  };
}

function bulkConfirmOrDecline({ input, state, caller, clock, emit }: RouteContext): unknown {
  const details = input.details;
  if (!Array.isArray(details) || details.length < 1 || details.length > 300)
    throw validationError([{ field: 'details', description: 'must hold 1-300 items', violatedRule: 'SIZE' }]);
  const notObject = details.findIndex((d: unknown) => !isRecord(d));
  if (notObject >= 0) {
    const description = 'must be an object { bookingId, paymentStatus }';
    throw validationError([{ field: `details[${notObject}]`, description, violatedRule: 'FORMAT' }]);
  }
  const ids = details.map((d: any) => d.bookingId);
  if (new Set(ids).size !== ids.length) throw applicationError(400, 'DUPLICATED_BOOKINGS', 'the same booking is listed twice');
  // The bookings are read once for the whole batch (up to 300 items), not once per item; the array
  // holds the stored records themselves, so each decision sees the ones made before it.
  const records = Object.values(bookingsState(state).bookings);
  const results = details.map((detail: Record<string, any>, originalIndex: number) => {
    try {
      const record = requireBooking(state, detail.bookingId, caller);
      const payment = readPayment(detail.paymentStatus, `details[${originalIndex}].paymentStatus`);
      confirmOrDecline(state, record, payment, clock.now(), emit, records);
      return {
        itemMetadata: { id: record.booking.id, originalIndex, success: true },
        ...(input.returnEntity === true ? { item: view(record) } : {}),
      };
    } catch (error) {
      return { itemMetadata: { id: detail.bookingId, originalIndex, success: false, error: itemError(error) } };
    }
  });
  const successes = results.filter((r) => r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 } };
}

function updateExtendedFields({ params, input, state, caller, clock, emit }: RouteContext): unknown {
  const record = requireBooking(state, params.id, caller);
  const problems = [];
  if (typeof input.namespace !== 'string' || input.namespace === '')
    problems.push({ field: 'namespace', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (!isRecord(input.namespaceData)) problems.push({ field: 'namespaceData', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (problems.length) throw validationError(problems);
  // The namespace is a key of the stored booking: never `__proto__` (a prototype) or `constructor`.
  assertSafeKey(input.namespace, 'namespace');
  record.booking.extendedFields ??= { namespaces: {} };
  setOwn(record.booking.extendedFields.namespaces, input.namespace, clone(input.namespaceData));
  touch(record, clock.now());
  emit(...bookingEvent('updated', record));
  return { namespace: input.namespace, namespaceData: input.namespaceData };
}

/**
 * Registers the availability, booking and reader routes.
 */
export function registerBookingRoutes(domain: DomainRegistrar): void {
  domain.route('POST', '/availability-calendar/v1/availability/query', queryAvailability, ANYONE);
  domain.route('GET', '/v2/availability/schedule/{id}', getScheduleAvailability, ANYONE);
  domain.route('POST', '/v1/availability/multislot', calculateMultiSlotAvailability, ANYONE);
  domain.route('POST', '/_api/bookings-reader/v2/extended-bookings/query', (ctx) => queryExtended(ctx, false), MEMBER);
  domain.route('POST', '/_api/bookings-reader/v2/extended-booking/query', (ctx) => queryExtended(ctx, true), MEMBER);
  domain.route('POST', '/_api/bookings-reader/v2/extended-bookings/count', countExtended, MEMBER);

  domain.route('POST', BOOKINGS, create, ANYONE);
  domain.route('POST', '/bookings/v2/bulk/bookings/create', bulkCreate, OWNER);
  // Each change, then the notification it asked for (participantNotification.notifyParticipants).
  const confirmRoute = withRevision((r, ctx) => {
    confirm(r, ctx.input, ctx.clock.now(), ctx.emit);
    notifyParticipants(ctx.state, r, ctx.input, ctx.clock.now(), { kind: 'booking-confirmed' });
  });
  const declineRoute = withRevision((r, ctx) => {
    decline(r, ctx.input, ctx.clock.now(), ctx.emit);
    notifyParticipants(ctx.state, r, ctx.input, ctx.clock.now(), { kind: 'booking-declined' });
  });
  const cancelRoute = withRevision((r, ctx) => {
    cancel(r, ctx.caller, ctx.input, ctx.clock.now(), ctx.emit, false);
    notifyParticipants(ctx.state, r, ctx.input, ctx.clock.now(), { kind: 'booking-canceled' });
  });
  const rescheduleRoute = withRevision((r, ctx) => {
    const previousStart = r.start;
    reschedule(ctx.state, r, ctx.caller, ctx.input, ctx.clock.now(), ctx.emit, false);
    notifyParticipants(ctx.state, r, ctx.input, ctx.clock.now(), { kind: 'booking-rescheduled', previousStart });
  });
  domain.route('POST', `${BOOKINGS}/{id}/confirm`, confirmRoute, OWNER);
  domain.route('POST', `${BOOKINGS}/{id}/decline`, declineRoute, OWNER);
  domain.route('POST', `${BOOKINGS}/{id}/cancel`, cancelRoute, MEMBER);
  domain.route('POST', `${BOOKINGS}/{id}/reschedule`, rescheduleRoute, MEMBER);
  domain.route(
    'POST',
    `${BOOKINGS}/{id}/update_number_of_participants`,
    (ctx) => {
      const record = requireBooking(ctx.state, ctx.params.id, ctx.caller);
      updateParticipants(ctx.state, record, ctx.input, ctx.clock.now(), ctx.emit);
      notifyParticipants(ctx.state, record, ctx.input, ctx.clock.now(), { kind: 'booking-updated' });
      return { booking: view(record) };
    },
    OWNER,
  );
  domain.route('POST', `${BOOKINGS}/{id}/update_extended_fields`, updateExtendedFields, OWNER);
  domain.route(
    'POST',
    '/bookings/v2/confirmation/{id}:confirmOrDecline',
    (ctx) => {
      const record = requireBooking(ctx.state, ctx.params.id, ctx.caller);
      confirmOrDecline(ctx.state, record, readPayment(ctx.input.paymentStatus), ctx.clock.now(), ctx.emit);
      // A custom checkout completing the booking: the official call takes no participantNotification,
      // and the customer hears from the platform either way [I]. The kind follows the decision:
      // confirmed, pending (manual approval) or declined.
      notifyParticipants(ctx.state, record, ctx.input, ctx.clock.now(), { always: true });
      return { booking: view(record) };
    },
    OWNER,
  );
  domain.route('POST', '/bookings/v2/bulk/bookings/confirmOrDecline', bulkConfirmOrDecline, OWNER);
}
