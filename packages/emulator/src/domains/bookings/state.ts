import { notFound, permissionDenied, validationError, conflict, failedPrecondition, type PlatformError } from '../../errors.js';
import type { Caller, RouteContext } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import { BOOKING_FQDN, type Booking, type BookingRecord, type BookingStatus, type BookingsState } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { display, toNumber } from '../../util/values.js';

/**
 * The bookings domain state, with missing collections created.
 */
export function bookingsState(state: EmulatorState): BookingsState {
  const current = (state.domains.bookings ?? {}) as Partial<BookingsState>;
  current.bookings ??= {};
  current.multi ??= {};
  state.domains.bookings = current;
  return current as BookingsState;
}

/**
 * Whether a caller may act on a booking: owners on all, members on the bookings they made.
 */
export function ownsBooking(caller: Caller, record: BookingRecord): boolean {
  if (caller.role === 'owner') return true;
  if (caller.role === 'member') return record.booking.createdBy.memberId === caller.memberId;
  return false;
}

/**
 * The booking with this id (404 `BOOKING_NOT_FOUND`), that the caller may act on (403 otherwise).
 */
export function requireBooking(state: EmulatorState, id: unknown, caller: Caller): BookingRecord {
  const record = own(bookingsState(state).bookings, id);
  if (!record) throw notFound('Booking not found', 'BOOKING_NOT_FOUND', { bookingId: id ?? null });
  if (!ownsBooking(caller, record)) throw permissionDenied('Members may act only on their own bookings', 'UNAUTHORIZED_OPERATION');
  return record;
}

/**
 * Checks the revision a call sent against the booking's (400 when missing, 409 when stale).
 */
export function checkRevision(record: BookingRecord, sent: unknown, field = 'revision'): void {
  if (sent === undefined || sent === null || sent === '') {
    throw validationError([{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REVISION_MISSING' }]);
  }
  if (toNumber(sent) !== Number(record.booking.revision)) {
    throw conflict(
      'BOOKING_REVISION_MISMATCH',
      `revision ${display(sent)} is stale: booking ${record.booking.id} is at revision ${record.booking.revision}; read it again and retry`,
      { bookingId: record.booking.id, currentRevision: record.booking.revision },
    );
  }
}

/**
 * Checks a booking's status is one of `allowed` (428 with `code` otherwise).
 */
export function requireStatus(record: BookingRecord, allowed: readonly BookingStatus[], code: string, action: string): void {
  const refusal = statusRefusal(record, allowed, code, action);
  if (refusal) throw refusal;
}

/**
 * Why a booking's status is not one of `allowed` (428 with `code`), or `undefined` when it is.
 */
export function statusRefusal(
  record: BookingRecord,
  allowed: readonly BookingStatus[],
  code: string,
  action: string,
): PlatformError | undefined {
  if (allowed.includes(record.booking.status)) return undefined;
  return failedPrecondition(code, `cannot ${action} a ${record.booking.status} booking (allowed: ${allowed.join(', ')})`, {
    bookingId: record.booking.id,
    status: record.booking.status,
  });
}

/**
 * Records a change: revision + 1 and `updatedDate`.
 */
export function touch(record: BookingRecord, now: Date): void {
  record.booking.revision = String(Number(record.booking.revision) + 1);
  record.booking.updatedDate = now.toISOString();
}

/**
 * A copy of the booking as served, with the fields the platform always answers: `additionalFields`
 * and `bookedAddOns` (`[]`), `selectedPaymentOption` (`UNDEFINED`), and on a slot
 * `resourceSelections` (`[]`) and `durationUnitType` (`HOUR`).
 */
export function view(record: BookingRecord): Booking {
  const booking = clone(record.booking);
  // Fields the platform always answers (empty or their default when not set).
  booking.additionalFields ??= [];
  booking.bookedAddOns ??= [];
  booking.selectedPaymentOption ??= 'UNDEFINED';
  const slot = booking.bookedEntity?.slot;
  if (slot) {
    slot.resourceSelections ??= [];
    slot.durationUnitType ??= 'HOUR';
  }
  return booking;
}

/**
 * A booking event for `ctx.emit`: `created`/`updated` carry the entity, the rest are actions.
 */
export function bookingEvent(kind: string, record: BookingRecord, extra: Record<string, unknown> = {}): [string, EmitInput] {
  const booking = view(record);
  const base = { entityFqdn: BOOKING_FQDN, slug: kind, entityId: booking.id };
  if (kind === 'created') return [`${BOOKING_FQDN}_created`, { ...base, createdEvent: { entity: booking } }];
  if (kind === 'updated') return [`${BOOKING_FQDN}_updated`, { ...base, updatedEvent: { currentEntity: booking } }];
  return [`${BOOKING_FQDN}_${kind}`, { ...base, actionEvent: { body: { booking, ...extra } } }];
}

/**
 * Cancels a booking now: CANCELED with `canceledDate`, revision +1, `booking_canceled` (with the
 * previous status) and `booking_updated` sent. The caller has checked that it may.
 */
export function markCanceled(record: BookingRecord, now: Date, emit: RouteContext['emit']): void {
  const previousStatus = record.booking.status;
  record.booking.status = 'CANCELED';
  record.booking.canceledDate = now.toISOString();
  touch(record, now);
  emit(...bookingEvent('canceled', record, { previousStatus }));
  emit(...bookingEvent('updated', record));
}
