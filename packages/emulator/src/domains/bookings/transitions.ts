import { applicationError, failedPrecondition, validationError, type PlatformError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Caller, RouteContext } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { servicesApi } from '../services/api.js';
import { checkBookingWindow, placeBooking, readFlow, readParticipants } from './create.js';
import { MINUTE } from '../../util/zoned-time.js';
import { participantsOf, resourceFree, serviceContext, type ServiceContext } from './engine.js';
import { bookingEvent, bookingsState, checkRevision, markCanceled, requireStatus, statusRefusal, touch } from './state.js';
import type { BookingRecord, BookingStatus } from './types.js';
import { clone } from '../../state/clone.js';

/*
 * The single-booking transitions of platform-rules 2.2-2.4 and 2.8-2.9. Each checks the status it
 * accepts, the revision where one is required, bumps the revision once and emits its events.
 */

type Emit = RouteContext['emit'];
const PAYMENT = ['UNDEFINED', 'NOT_PAID', 'PAID', 'PARTIALLY_PAID', 'REFUNDED', 'EXEMPT', 'FAILED'];
const CONFIRMABLE: BookingStatus[] = ['CREATED', 'PENDING', 'WAITING_LIST'];

/** Reads an optional `paymentStatus` (400 for an unknown value). */
export function readPayment(value: unknown, field = 'paymentStatus'): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !PAYMENT.includes(value))
    throw validationError([{ field, description: `must be one of ${PAYMENT.join(', ')}`, violatedRule: 'ENUM' }]);
  return value;
}

function contextOf(state: EmulatorState, record: BookingRecord): ServiceContext {
  const context = serviceContext(servicesApi(state), record.serviceId);
  if (!context) throw applicationError(404, 'SCHEDULE_NOT_FOUND', 'The booked service no longer exists', { serviceId: record.serviceId });
  return context;
}

function setStatus(record: BookingRecord, status: BookingStatus, now: Date, paymentStatus?: string): void {
  record.booking.status = status;
  if (paymentStatus) record.booking.paymentStatus = paymentStatus;
  // Appointments get their calendar event when they are confirmed.
  if (status === 'CONFIRMED' && record.booking.bookedEntity.slot && !record.booking.bookedEntity.slot.eventId)
    record.booking.bookedEntity.slot.eventId = newId();
  touch(record, now);
}

/**
 * Confirms a CREATED, PENDING or WAITING_LIST booking.
 */
export function confirm(record: BookingRecord, input: Record<string, any>, now: Date, emit: Emit): void {
  requireStatus(record, CONFIRMABLE, 'INVALID_BOOKING_STATUS', 'confirm');
  const previous = { previousStatus: record.booking.status, previousPaymentStatus: record.booking.paymentStatus };
  setStatus(record, 'CONFIRMED', now, readPayment(input.paymentStatus));
  if (input.doubleBooked === true && input.flowControlSettings?.checkAvailabilityValidation === true) record.booking.doubleBooked = true;
  emit(...bookingEvent('confirmed', record, previous));
  emit(...bookingEvent('updated', record));
}

/**
 * Declines a CREATED, PENDING or WAITING_LIST booking.
 */
export function decline(record: BookingRecord, input: Record<string, any>, now: Date, emit: Emit): void {
  requireStatus(record, CONFIRMABLE, 'INVALID_BOOKING_STATUS', 'decline');
  const previous = { previousStatus: record.booking.status, previousPaymentStatus: record.booking.paymentStatus };
  setStatus(record, 'DECLINED', now, readPayment(input.paymentStatus));
  emit(...bookingEvent('declined', record, previous));
  emit(...bookingEvent('updated', record));
}

/**
 * Marks a CREATED booking as PENDING (services with manual approval, unless
 * `skipPendingApprovalServiceValidation`).
 */
export function markAsPending(state: EmulatorState, record: BookingRecord, input: Record<string, any>, now: Date, emit: Emit): void {
  requireStatus(record, ['CREATED'], 'BOOKING_MARK_BOOKING_AS_PENDING', 'mark as pending');
  const context = contextOf(state, record);
  if (!context.service.onlineBooking?.requireManualApproval && input.flowControlSettings?.skipPendingApprovalServiceValidation !== true) {
    throw failedPrecondition('NOT_PENDING_APPROVAL_SERVICE', 'the service does not need manual approval', { serviceId: record.serviceId });
  }
  const previous = { previousStatus: record.booking.status, previousPaymentStatus: record.booking.paymentStatus };
  setStatus(record, 'PENDING', now, readPayment(input.paymentStatus));
  emit(...bookingEvent('markedAsPending', record, previous));
  emit(...bookingEvent('updated', record));
}

/**
 * Whether another occupying booking leaves no room for this one (platform-rules 2.4 "conflict").
 * `records` defaults to every stored booking; a bulk call reads them once and passes them in.
 */
export function hasConflict(
  state: EmulatorState,
  record: BookingRecord,
  records: readonly BookingRecord[] = Object.values(bookingsState(state).bookings),
): boolean {
  if (record.skipAvailabilityValidation) return false;
  const self = new Set([record.booking.id]);
  if (record.serviceType === 'APPOINTMENT')
    return record.resourceId !== undefined && !resourceFree(records, record.resourceId, record.start, record.end, record.buffer, self);
  const context = serviceContext(servicesApi(state), record.serviceId);
  return (
    context !== undefined &&
    record.eventId !== undefined &&
    participantsOf(records, record.eventId, self) + record.participants > context.capacity
  );
}

/**
 * The confirm-or-decline decision of platform-rules 2.4, checked against `records` (default: every
 * stored booking).
 */
export function confirmOrDecline(
  state: EmulatorState,
  record: BookingRecord,
  paymentStatus: string | undefined,
  now: Date,
  emit: Emit,
  records?: readonly BookingRecord[],
): void {
  requireStatus(record, CONFIRMABLE, 'INVALID_BOOKING_STATUS', 'confirm or decline');
  const previous = { previousStatus: record.booking.status, previousPaymentStatus: record.booking.paymentStatus };
  const conflict = hasConflict(state, record, records);
  const unpaid = ['UNDEFINED', 'NOT_PAID', 'REFUNDED', 'EXEMPT'].includes(paymentStatus ?? record.booking.paymentStatus);
  if (conflict && unpaid) {
    setStatus(record, 'DECLINED', now, paymentStatus);
    emit(...bookingEvent('declined', record, { ...previous, doubleBooked: true }));
  } else {
    const manual = Boolean(contextOf(state, record).service.onlineBooking?.requireManualApproval) && !record.skipBusinessConfirmation;
    if (conflict) record.booking.doubleBooked = true;
    const next: BookingStatus = manual ? 'PENDING' : 'CONFIRMED';
    if (record.booking.status === next && next === 'PENDING') {
      record.booking.paymentStatus = paymentStatus ?? record.booking.paymentStatus;
      touch(record, now);
    } else setStatus(record, next, now, paymentStatus);
    emit(...bookingEvent(manual ? 'markedAsPending' : 'confirmed', record, { ...previous, doubleBooked: conflict }));
  }
  emit(...bookingEvent('updated', record));
}

function policyAllows(record: BookingRecord, kind: 'cancellation' | 'reschedule', now: number): { ok: boolean; reason: string } {
  const policy = record.policy;
  const rules = kind === 'cancellation' ? policy?.cancellationPolicy : policy?.reschedulePolicy;
  if (!rules) return { ok: true, reason: '' };
  if (!rules.enabled)
    return { ok: false, reason: `the ${kind} policy does not allow customers to ${kind === 'cancellation' ? 'cancel' : 'reschedule'}` };
  const limited =
    kind === 'cancellation' ? policy!.cancellationPolicy.limitLatestCancellation : policy!.reschedulePolicy.limitLatestReschedule;
  const minutes =
    kind === 'cancellation' ? policy!.cancellationPolicy.latestCancellationInMinutes : policy!.reschedulePolicy.latestRescheduleInMinutes;
  if (limited && now > record.start - minutes * MINUTE)
    return { ok: false, reason: `too late: the ${kind} policy allows it up to ${minutes} minutes before the start` };
  return { ok: true, reason: '' };
}

/**
 * The allowed actions of a booking (platform-rules 2.9).
 */
export function allowedActions(record: BookingRecord, now: number, viaPackage = false): { cancel: boolean; reschedule: boolean } {
  const status = record.booking.status;
  const future = record.start > now;
  return {
    cancel: ['CREATED', 'PENDING', 'CONFIRMED', 'WAITING_LIST'].includes(status) && future && policyAllows(record, 'cancellation', now).ok,
    reschedule:
      ['PENDING', 'CONFIRMED'].includes(status) &&
      record.serviceType !== 'COURSE' &&
      future &&
      policyAllows(record, 'reschedule', now).ok &&
      (viaPackage || !record.booking.multiServiceBookingInfo),
  };
}

/** Why a booking of a multi-service booking is refused: it is canceled or rescheduled only through that booking. */
function multiServiceRefusal(record: BookingRecord, viaPackage: boolean, action: 'cancel' | 'reschedule'): PlatformError | undefined {
  if (!record.booking.multiServiceBookingInfo || viaPackage) return undefined;
  return failedPrecondition(
    'NOT_ALLOWED_TO_UPDATE_BOOKING_IN_MULTI_SERVICE_BOOKING',
    `this booking is part of a multi-service booking: ${action} the multi-service booking`,
  );
}

/** A booking of a multi-service booking is canceled or rescheduled only through that booking. */
function refuseInsideMultiService(record: BookingRecord, viaPackage: boolean, action: 'cancel' | 'reschedule'): void {
  const refusal = multiServiceRefusal(record, viaPackage, action);
  if (refusal) throw refusal;
}

/** Why the service's booking policy does not allow a cancellation or reschedule now (`BOOKING_POLICY_VIOLATION`), or `undefined`. */
function policyRefusal(record: BookingRecord, kind: 'cancellation' | 'reschedule', now: Date): PlatformError | undefined {
  const verdict = policyAllows(record, kind, now.getTime());
  return verdict.ok ? undefined : failedPrecondition('BOOKING_POLICY_VIOLATION', verdict.reason, { bookingId: record.booking.id });
}

/** Refuses a cancellation or reschedule the service's booking policy does not allow now (`BOOKING_POLICY_VIOLATION`). */
function checkPolicy(record: BookingRecord, kind: 'cancellation' | 'reschedule', now: Date): void {
  const refusal = policyRefusal(record, kind, now);
  if (refusal) throw refusal;
}

/**
 * Why {@link cancel} refuses a booking now (part of a multi-service booking, already CANCELED or
 * DECLINED, or the cancellation policy unless `ignorePolicy`), or `undefined`.
 */
function cancelRefusal(record: BookingRecord, now: Date, viaPackage: boolean, ignorePolicy: boolean): PlatformError | undefined {
  const inside = multiServiceRefusal(record, viaPackage, 'cancel');
  if (inside) return inside;
  if (record.booking.status === 'CANCELED' || record.booking.status === 'DECLINED') {
    return failedPrecondition('VALIDATION_FAILURE', `the booking is already ${record.booking.status}`, { status: record.booking.status });
  }
  return ignorePolicy ? undefined : policyRefusal(record, 'cancellation', now);
}

/** A change the site owner makes to one booking through its single-booking routes. */
export type OwnerBookingAction = 'confirm' | 'decline' | 'cancel';

/**
 * What the site owner may do to a booking now through its routes (`confirm`, `decline`, and
 * `cancel` without a policy override), each with the platform error the route would answer
 * (`undefined`: allowed). The checks are the transitions' own.
 */
export function ownerBookingActionRefusals(record: BookingRecord, now: Date): Record<OwnerBookingAction, PlatformError | undefined> {
  return {
    confirm: statusRefusal(record, CONFIRMABLE, 'INVALID_BOOKING_STATUS', 'confirm'),
    decline: statusRefusal(record, CONFIRMABLE, 'INVALID_BOOKING_STATUS', 'decline'),
    cancel: cancelRefusal(record, now, false, false),
  };
}

/**
 * Cancels a booking (cancellation policy unless the owner sends `ignoreCancellationPolicy`).
 */
export function cancel(
  record: BookingRecord,
  caller: Caller,
  input: Record<string, any>,
  now: Date,
  emit: Emit,
  viaPackage: boolean,
): void {
  const flow = readFlow(caller, input.flowControlSettings);
  const refusal = cancelRefusal(record, now, viaPackage, Boolean(flow.ignoreCancellationPolicy));
  if (refusal) throw refusal;
  markCanceled(record, now, emit);
}

/**
 * Moves a booking to a new slot (platform-rules 2.3 rescheduleBooking).
 */
export function reschedule(
  state: EmulatorState,
  record: BookingRecord,
  caller: Caller,
  input: Record<string, any>,
  now: Date,
  emit: Emit,
  viaPackage: boolean,
  exclude: ReadonlySet<string> = new Set([record.booking.id]),
): void {
  const flow = readFlow(caller, input.flowControlSettings);
  refuseInsideMultiService(record, viaPackage, 'reschedule');
  requireStatus(record, ['CREATED', 'PENDING', 'CONFIRMED'], 'VALIDATION_FAILURE', 'reschedule');
  if (record.serviceType === 'COURSE') throw failedPrecondition('VALIDATION_FAILURE', 'course bookings cannot be rescheduled');
  if (!flow.ignoreReschedulePolicy) checkPolicy(record, 'reschedule', now);
  const context = contextOf(state, record);
  const slot = { ...input.slot, serviceId: record.serviceId };
  const participants =
    input.totalParticipants !== undefined || input.participantsChoices !== undefined
      ? readParticipants(input, context, 'input')
      : record.participants;
  const records = Object.values(bookingsState(state).bookings);
  const place = placeBooking(
    state,
    context,
    slot,
    undefined,
    participants,
    records,
    Boolean(flow.skipAvailabilityValidation),
    exclude,
    'input',
  );
  checkBookingWindow(context, place, now.getTime(), caller, flow);
  const previous = {
    previousStatus: record.booking.status,
    previousStartDate: record.booking.startDate,
    previousEndDate: record.booking.endDate,
    previousTotalParticipants: record.participants,
  };
  record.start = place.start;
  record.end = place.end;
  record.participants = participants;
  if (place.resourceId) record.resourceId = place.resourceId;
  if (place.eventId) record.eventId = place.eventId;
  record.booking.startDate = new Date(place.start).toISOString();
  record.booking.endDate = new Date(place.end).toISOString();
  record.booking.bookedEntity.slot = {
    ...place.slot,
    ...(record.booking.status === 'CONFIRMED' && !place.slot?.eventId ? { eventId: newId() } : {}),
  };
  if (input.participantsChoices === undefined) record.booking.totalParticipants = participants;
  else record.booking.participantsChoices = clone(input.participantsChoices);
  if (record.booking.status === 'PENDING' && flow.skipBusinessConfirmation) record.booking.status = 'CONFIRMED';
  touch(record, now);
  emit(...bookingEvent('rescheduled', record, previous));
  emit(...bookingEvent('updated', record));
}

/**
 * Changes the participants of a class or course booking, within capacity.
 */
export function updateParticipants(state: EmulatorState, record: BookingRecord, input: Record<string, any>, now: Date, emit: Emit): void {
  checkRevision(record, input.revision);
  if (record.serviceType === 'APPOINTMENT')
    throw failedPrecondition('VALIDATION_FAILURE', 'only class and course bookings have a number of participants to update');
  requireStatus(record, ['CREATED', 'PENDING', 'CONFIRMED'], 'VALIDATION_FAILURE', 'update the participants of');
  const context = contextOf(state, record);
  const participants = readParticipants(input, context, 'input', true);
  const taken = participantsOf(Object.values(bookingsState(state).bookings), record.eventId ?? '', new Set([record.booking.id]));
  if (taken + participants > context.capacity) {
    const code = record.serviceType === 'COURSE' ? 'SCHEDULE_CAPACITY_EXCEEDED' : 'SESSION_CAPACITY_EXCEEDED';
    throw failedPrecondition(code, `only ${Math.max(0, context.capacity - taken)} spots are left for this booking`, {
      bookingId: record.booking.id,
    });
  }
  const previousTotalParticipants = record.participants;
  record.participants = participants;
  if (input.participantsChoices !== undefined) {
    record.booking.participantsChoices = clone(input.participantsChoices);
    delete record.booking.totalParticipants;
  } else {
    record.booking.totalParticipants = participants;
    delete record.booking.participantsChoices;
  }
  touch(record, now);
  emit(...bookingEvent('number_of_participants_updated', record, { previousTotalParticipants }));
  emit(...bookingEvent('updated', record));
}
