import { applicationError, conflict, failedPrecondition, notFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Caller, RouteContext, RouteOptions } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { servicesApi } from '../services/api.js';
import type { DomainRegistrar } from '../types.js';
import { buildBooking, placeBooking, readFlow } from './create.js';
import { OCCUPYING, serviceContext, violated, violations } from './engine.js';
import { notifyParticipants } from './notifications.js';
import { bookingEvent, bookingsState, ownsBooking, requireBooking, touch, view } from './state.js';
import { allowedActions, cancel, confirm, decline, markAsPending, reschedule } from './transitions.js';
import type { BookingRecord, MultiServiceRecord } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { display, isRecord, toNumber } from '../../util/values.js';

/*
 * Multi-service bookings (wire.md rows 38-48, platform-rules 2.5): 2 to 8 back-to-back appointment
 * bookings at one location, changed all or nothing (a failure restores every child and drops the
 * queued events).
 */

const ANYONE: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const MEMBER: RouteOptions = { roles: ['member', 'owner'] };
const OWNER: RouteOptions = { roles: ['owner'] };
const BASE = '/_api/bookings-service/v2/multi_service_bookings';

function requireMulti(state: EmulatorState, id: unknown, caller: Caller): { multi: MultiServiceRecord; children: BookingRecord[] } {
  const multi = own(bookingsState(state).multi, id);
  if (!multi) throw notFound('Multi-service booking not found', 'MULTI_SERVICE_BOOKING_NOT_FOUND', { multiServiceBookingId: id ?? null });
  const children = multi.bookingIds.map((bookingId) => own(bookingsState(state).bookings, bookingId)!).filter(Boolean);
  if (caller.role !== 'owner' && !children.some((c) => ownsBooking(caller, c))) {
    throw notFound('Multi-service booking not found', 'MULTI_SERVICE_BOOKING_NOT_FOUND', { multiServiceBookingId: id });
  }
  return { multi, children };
}

function packageView(multi: MultiServiceRecord, children: BookingRecord[], full: boolean, caller: Caller) {
  return {
    id: multi.id,
    bookings: children
      .filter((c) => ownsBooking(caller, c))
      .map((c) => ({ bookingId: c.booking.id, ...(full ? { booking: view(c) } : {}) })),
  };
}

function checkSequence(children: Array<{ start: number; end: number }>, field: string): void {
  for (let i = 1; i < children.length; i += 1) {
    if (children[i]!.start !== children[i - 1]!.end) {
      throw applicationError(
        400,
        'VALIDATION_FAILURE',
        `${field}: booking ${i + 1} must start when booking ${i} ends (back to back, no gaps)`,
      );
    }
  }
}

/** Runs `change` on the children; on any error restores them (and the queued events are dropped). */
function allOrNothing<T>(children: BookingRecord[], change: () => T): T {
  const saved = children.map((c) => clone(c));
  try {
    return change();
  } catch (error) {
    children.forEach((c, i) => {
      Object.assign(c, saved[i]);
    });
    throw error;
  }
}

/** Checks `{ bookingId, revision }` entries cover every child once, with current revisions. */
function checkInfos(children: BookingRecord[], infos: unknown, field: string): Map<string, Record<string, any>> {
  if (!Array.isArray(infos))
    throw validationError([{ field, description: 'must list every booking with its revision', violatedRule: 'REQUIRED_FIELD' }]);
  const byId = new Map<string, Record<string, any>>();
  infos.forEach((info: any, i) => {
    if (byId.has(info?.bookingId)) throw applicationError(400, 'DUPLICATE_BOOKING_INFO', `booking ${info?.bookingId} is listed twice`);
    if (info?.revision === undefined || info?.revision === null || info?.revision === '') {
      throw validationError([
        { field: `${field}[${i}].revision`, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REVISION_MISSING' },
      ]);
    }
    byId.set(info?.bookingId, info);
  });
  const missing = children.filter((c) => !byId.has(c.booking.id));
  if (missing.length || byId.size !== children.length)
    throw applicationError(400, 'NOT_ALL_BOOKINGS_WERE_SENT', `${field} must list every booking of the multi-service booking`);
  for (const child of children) {
    const sent = byId.get(child.booking.id)!.revision;
    if (toNumber(sent) !== Number(child.booking.revision)) {
      throw conflict(
        'BOOKING_REVISION_MISMATCH',
        `revision ${display(sent)} of booking ${child.booking.id} is stale (current ${child.booking.revision}); read it again and retry`,
        {
          bookingId: child.booking.id,
          currentRevision: child.booking.revision,
        },
      );
    }
  }
  return byId;
}

function create({ input, state, caller, clock, emit }: RouteContext): unknown {
  const items = input.bookings;
  if (!Array.isArray(items) || items.length < 2 || items.length > 8)
    throw applicationError(400, 'VALIDATION_FAILURE', 'a multi-service booking has 2 to 8 bookings');
  if (input.multiServiceBookingType !== undefined && input.multiServiceBookingType !== 'SEQUENTIAL_BOOKINGS') {
    throw applicationError(400, 'VALIDATION_FAILURE', 'only SEQUENTIAL_BOOKINGS is supported');
  }
  const flow = readFlow(caller, input.flowControlSettings);
  const info = { id: newId(), type: 'SEQUENTIAL_BOOKINGS' as const };
  const records = Object.values(bookingsState(state).bookings);
  const built = items.map((item, i) => {
    const field = `bookings[${i}]`;
    if (!isRecord(item?.bookedEntity?.slot?.location) || !item.bookedEntity.slot.location.locationType) {
      throw validationError([
        { field: `${field}.bookedEntity.slot.location.locationType`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      ]);
    }
    const record = buildBooking(state, item, { caller, now: clock.now(), flow, records, field, multiServiceBookingInfo: info });
    if (record.serviceType !== 'APPOINTMENT')
      throw applicationError(400, 'VALIDATION_FAILURE', `${field} is not an appointment: multi-service bookings hold appointments only`);
    return record;
  });
  const locations = new Set(
    built.map((r) =>
      JSON.stringify([r.booking.bookedEntity.slot?.location?.locationType, r.booking.bookedEntity.slot?.location?.id ?? null]),
    ),
  );
  if (locations.size > 1)
    throw applicationError(400, 'VALIDATION_FAILURE', 'every booking of a multi-service booking must be at the same location');
  checkSequence(built, 'bookings');
  const store = bookingsState(state);
  for (const record of built) {
    store.bookings[record.booking.id] = record;
    emit(...bookingEvent('created', record));
  }
  const multi = { id: info.id, bookingIds: built.map((r) => r.booking.id) };
  store.multi[multi.id] = multi;
  // One combined notification for the package, none per child (platform-rules 2.5).
  notifyParticipants(state, built, input, clock.now());
  return { multiServiceBooking: packageView(multi, built, input.returnFullEntity === true, caller) };
}

function statusAction(kind: 'confirm' | 'decline' | 'markAsPending') {
  const key = { confirm: 'confirmBookingsInfo', decline: 'declineBookingsInfo', markAsPending: 'markAsPendingBookingsInfo' }[kind];
  return ({ params, input, state, caller, clock, emit }: RouteContext) => {
    const { multi, children } = requireMulti(state, params.id, caller);
    const infos = checkInfos(children, input[key], key);
    if (kind === 'confirm' && children.every((c) => c.booking.status === 'CONFIRMED'))
      throw failedPrecondition('ALL_BOOKINGS_ARE_ALREADY_CONFIRMED', 'every booking is already confirmed');
    if (kind === 'decline' && children.every((c) => c.booking.status === 'DECLINED'))
      throw failedPrecondition('ALL_BOOKINGS_ARE_ALREADY_DECLINED', 'every booking is already declined');
    allOrNothing(children, () => {
      for (const child of children) {
        const each = { ...input, paymentStatus: infos.get(child.booking.id)!.paymentStatus };
        if (kind === 'confirm') confirm(child, each, clock.now(), emit);
        else if (kind === 'decline') decline(child, each, clock.now(), emit);
        else markAsPending(state, child, each, clock.now(), emit);
      }
    });
    const notification = { confirm: 'booking-confirmed', decline: 'booking-declined', markAsPending: 'booking-pending' } as const;
    notifyParticipants(state, children, input, clock.now(), { kind: notification[kind] });
    return { multiServiceBooking: packageView(multi, children, input.returnFullEntity === true, caller) };
  };
}

function cancelAll({ params, input, state, caller, clock, emit }: RouteContext): unknown {
  const { multi, children } = requireMulti(state, params.id, caller);
  if (children.every((c) => c.booking.status === 'CANCELED'))
    throw failedPrecondition('ALL_BOOKINGS_ARE_ALREADY_CANCELED', 'every booking is already canceled');
  if (children.every((c) => c.booking.status === 'CANCELED' || c.booking.status === 'DECLINED'))
    throw failedPrecondition('ALL_BOOKINGS_ARE_ALREADY_DECLINED', 'every booking is already declined or canceled');
  allOrNothing(children, () => {
    for (const child of children)
      if (child.booking.status !== 'CANCELED' && child.booking.status !== 'DECLINED') cancel(child, caller, input, clock.now(), emit, true);
  });
  notifyParticipants(state, children, input, clock.now(), { kind: 'booking-canceled' });
  return { multiServiceBooking: packageView(multi, children, input.returnFullEntity === true, caller) };
}

function rescheduleAll({ params, input, state, caller, clock, emit }: RouteContext): unknown {
  const { multi, children } = requireMulti(state, params.id, caller);
  const infos = checkInfos(children, input.rescheduleBookingsInfo, 'rescheduleBookingsInfo');
  const exclude = new Set(children.map((c) => c.booking.id));
  const previousStart = children[0]?.start;
  allOrNothing(children, () => {
    for (const child of children)
      reschedule(state, child, caller, { ...input, ...infos.get(child.booking.id) }, clock.now(), emit, true, exclude);
    checkSequence(children, 'rescheduleBookingsInfo');
  });
  notifyParticipants(state, children, input, clock.now(), {
    kind: 'booking-rescheduled',
    ...(previousStart !== undefined ? { previousStart } : {}),
  });
  return { multiServiceBooking: packageView(multi, children, input.returnFullEntity === true, caller) };
}

function availability({ params, state, caller, clock }: RouteContext): unknown {
  const { children } = requireMulti(state, params.id, caller);
  const api = servicesApi(state);
  const records = Object.values(bookingsState(state).bookings);
  const exclude = new Set(children.map((c) => c.booking.id));
  const now = clock.now().getTime();
  let free = true;
  let max = Number.POSITIVE_INFINITY;
  const merged = { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false };
  for (const child of children) {
    const context = serviceContext(api, child.serviceId);
    if (!context) {
      free = false;
      continue;
    }
    const slot = { ...child.booking.bookedEntity.slot };
    try {
      placeBooking(state, context, slot, undefined, child.participants, records, false, exclude, 'booking');
    } catch {
      free = false;
    }
    const v = violations(context, child.start, now);
    merged.tooEarlyToBook ||= v.tooEarlyToBook;
    merged.tooLateToBook ||= v.tooLateToBook;
    merged.bookOnlineDisabled ||= v.bookOnlineDisabled;
    max = Math.min(max, context.policy?.participantsPolicy?.maxParticipantsPerBooking ?? 1);
  }
  return {
    bookable: free && !violated({ ...merged, validSubmissionRequired: false }),
    totalCapacity: 1,
    remainingCapacity: free ? 1 : 0,
    policyViolations: merged,
    policySettings: { maxParticipantsPerBooking: Number.isFinite(max) ? max : 1 },
    multiServiceBookingInfo: children.map((c) => ({ bookingId: c.booking.id })),
  };
}

function allowed({ input, state, caller, clock }: RouteContext): unknown {
  const ids = input.multiServiceBookingIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 50)
    throw validationError([{ field: 'multiServiceBookingIds', description: 'must hold 1-50 ids', violatedRule: 'SIZE' }]);
  const now = clock.now().getTime();
  const results = ids.map((id: unknown, originalIndex: number) => {
    const multi = own(bookingsState(state).multi, id);
    if (!multi)
      return {
        itemMetadata: {
          id,
          originalIndex,
          success: false,
          error: { code: 'MULTI_SERVICE_BOOKING_NOT_FOUND', description: 'Multi-service booking not found' },
        },
      };
    const children = multi.bookingIds.map((b) => own(bookingsState(state).bookings, b)!).filter((c) => c && ownsBooking(caller, c));
    const actions = children.map((c) => allowedActions(c, now, true));
    return {
      itemMetadata: { id, originalIndex, success: true },
      item: {
        cancel: actions.length > 0 && actions.every((a) => a.cancel),
        reschedule: actions.length > 0 && actions.every((a) => a.reschedule),
      },
    };
  });
  const successes = results.filter((r) => r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 } };
}

function get({ params, state, caller }: RouteContext): unknown {
  const { multi, children } = requireMulti(state, params.id, caller);
  return {
    multiServiceBooking: packageView(multi, children, true, caller),
    metadata: {
      totalNumberOfScheduledBookings: children.filter((c) => c.booking.status === 'CONFIRMED' || c.booking.status === 'PENDING').length,
    },
  };
}

function entries(input: Record<string, any>, required: boolean): Array<{ bookingId: string; revision: unknown }> {
  const list = input.bookings ?? [];
  if (!Array.isArray(list) || list.length > 40 || (required && list.length === 0))
    throw validationError([{ field: 'bookings', description: 'must hold 1-40 { bookingId, revision } entries', violatedRule: 'SIZE' }]);
  return list;
}

function checkRev(record: BookingRecord, revision: unknown, field: string): void {
  if (revision === undefined || revision === null || revision === '')
    throw validationError([{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: 'REVISION_MISSING' }]);
  if (toNumber(revision) !== Number(record.booking.revision)) {
    throw conflict(
      'BOOKING_REVISION_MISMATCH',
      `revision ${display(revision)} of booking ${record.booking.id} is stale (current ${record.booking.revision}); read it again and retry`,
      { bookingId: record.booking.id },
    );
  }
}

function add({ input, state, caller, clock, emit }: RouteContext): unknown {
  const { multi, children } = requireMulti(state, input.multiServiceBookingId, caller);
  const list = entries(input, true);
  const added = list.map((entry, i) => {
    const record = requireBooking(state, entry.bookingId, caller);
    checkRev(record, entry.revision, `bookings[${i}].revision`);
    if (multi.bookingIds.includes(record.booking.id))
      throw failedPrecondition(
        'MULTI_SERVICE_BOOKING_ALREADY_INCLUDES_BOOKING',
        `booking ${record.booking.id} is already in this multi-service booking`,
      );
    if (record.booking.multiServiceBookingInfo)
      throw failedPrecondition(
        'BOOKING_ALREADY_PART_OF_ANOTHER_MULTI_SERVICE_BOOKING',
        `booking ${record.booking.id} belongs to another multi-service booking`,
      );
    if (
      record.serviceType !== 'APPOINTMENT' ||
      (children[0] && record.booking.status !== children[0].booking.status) ||
      !OCCUPYING.has(record.booking.status)
    ) {
      throw failedPrecondition(
        'BOOKING_TO_ADD_STATUS_NOT_VALID',
        `booking ${record.booking.id} is ${record.booking.status}; it must be an appointment with the status of the other bookings`,
      );
    }
    return record;
  });
  const all = [...children, ...added].sort((a, b) => a.start - b.start);
  if (all.length > 8) throw applicationError(400, 'VALIDATION_FAILURE', 'a multi-service booking has at most 8 bookings');
  checkSequence(all, 'bookings');
  for (const record of added) {
    record.booking.multiServiceBookingInfo = { id: multi.id, type: 'SEQUENTIAL_BOOKINGS' };
    touch(record, clock.now());
    emit(...bookingEvent('updated', record));
  }
  multi.bookingIds = all.map((r) => r.booking.id);
  return { bookings: added.map((r) => ({ bookingId: r.booking.id, ...(input.returnFullEntity === true ? { booking: view(r) } : {}) })) };
}

function remove({ input, state, caller, clock, emit }: RouteContext): unknown {
  const { multi, children } = requireMulti(state, input.multiServiceBookingId, caller);
  const list = entries(input, false);
  let removing: BookingRecord[];
  if (list.length === 0) removing = children.filter((c) => ownsBooking(caller, c));
  else {
    removing = list.map((entry, i) => {
      const record = children.find((c) => c.booking.id === entry.bookingId);
      if (!record) throw notFound('Booking not found in this multi-service booking', 'BOOKING_NOT_FOUND', { bookingId: entry.bookingId });
      checkRev(record, entry.revision, `bookings[${i}].revision`);
      return record;
    });
    const kept = children.filter((c) => !removing.includes(c));
    const first = kept.length ? children.indexOf(kept[0]!) : 0;
    if (kept.some((c, i) => children.indexOf(c) !== first + i)) {
      throw applicationError(400, 'VALIDATION_FAILURE', 'only the first or last bookings can be removed, so the rest stay back to back');
    }
  }
  const kept = children.filter((c) => !removing.includes(c));
  const released = kept.length <= 1 ? [...removing, ...kept] : removing;
  for (const record of released) {
    delete record.booking.multiServiceBookingInfo;
    touch(record, clock.now());
    emit(...bookingEvent('updated', record));
  }
  if (kept.length <= 1) delete bookingsState(state).multi[multi.id];
  else multi.bookingIds = kept.map((c) => c.booking.id);
  return { bookings: removing.map((r) => ({ bookingId: r.booking.id, ...(input.returnFullEntity === true ? { booking: view(r) } : {}) })) };
}

/**
 * Registers the multi-service booking routes.
 */
export function registerMultiServiceRoutes(domain: DomainRegistrar): void {
  domain.route('POST', BASE, create, ANYONE);
  domain.route('GET', `${BASE}/{id}`, get, MEMBER);
  domain.route('POST', `${BASE}/{id}/reschedule`, rescheduleAll, MEMBER);
  domain.route('POST', `${BASE}/{id}/get_availability`, availability, OWNER);
  domain.route('POST', `${BASE}/{id}/cancel`, cancelAll, MEMBER);
  domain.route('POST', `${BASE}/{id}/mark_as_pending`, statusAction('markAsPending'), OWNER);
  domain.route('POST', `${BASE}/{id}/confirm`, statusAction('confirm'), OWNER);
  domain.route('POST', `${BASE}/{id}/decline`, statusAction('decline'), OWNER);
  domain.route('POST', '/bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions', allowed, MEMBER);
  domain.route('POST', `${BASE}/add_bookings_to_multi_service_booking`, add, OWNER);
  domain.route('POST', `${BASE}/remove_bookings_from_multi_service_booking`, remove, OWNER);
}
