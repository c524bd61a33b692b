import { applicationError, failedPrecondition, notFound, permissionDenied, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import { wixUserIdOf } from '../../auth/caller.js';
import type { Caller } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { lookupMember } from '../members/api.js';
import { servicesApi } from '../services/api.js';
import { DAY, instantToLocal, MINUTE, readDateTime, requireZone } from '../../util/zoned-time.js';
import {
  occurrences,
  participantsOf,
  resourceFree,
  resourceOf,
  scheduleBounds,
  serviceContext,
  violations,
  withinWorkingHours,
  type ServiceContext,
} from './engine.js';
import { bookingsState } from './state.js';
import { BOOKINGS_APP, type BookingRecord, type BookingStatus } from './types.js';
import { clone } from '../../state/clone.js';
import { isRecord, toNumber } from '../../util/values.js';

/*
 * createBooking (platform-rules 2.1, 2.8): validation, resource assignment, capacity and policy
 * checks. `buildBooking` checks and builds a record without storing it, so bulk and multi-service
 * creates can check a whole batch before storing any of it.
 */

const FLOW_FLAGS = [
  'skipAvailabilityValidation',
  'skipBusinessConfirmation',
  'skipSelectedPaymentOptionValidation',
  'skipAddOnValidation',
  'ignoreBookingWindow',
  'ignoreCancellationPolicy',
  'ignoreReschedulePolicy',
  'checkAvailabilityValidation',
];

/**
 * Reads `flowControlSettings`: the admin overrides, refused (403) for visitors and members.
 */
export function readFlow(caller: Caller, value: unknown): Record<string, boolean> {
  const flow = isRecord(value) ? value : {};
  const set = FLOW_FLAGS.filter((flag) => flow[flag] === true);
  if (set.length > 0 && caller.role !== 'owner') {
    throw permissionDenied(`flowControlSettings.${set[0]} needs the site owner's permissions`, 'PERMISSION_DENIED');
  }
  return Object.fromEntries(set.map((flag) => [flag, true]));
}

/**
 * The participants of a booking input: `totalParticipants` or the sum of `participantsChoices`
 * (exactly one; default 1), within the policy's per-booking maximum.
 */
export function readParticipants(input: Record<string, any>, context: ServiceContext, field: string, required = false): number {
  const total = input.totalParticipants;
  const choices = input.participantsChoices;
  if (total !== undefined && choices !== undefined) {
    throw validationError([
      { field: `${field}.totalParticipants`, description: 'cannot be sent together with participantsChoices', violatedRule: 'ONE_OF' },
    ]);
  }
  if (required && total === undefined && choices === undefined) {
    throw validationError([
      { field: `${field}.totalParticipants`, description: 'or participantsChoices is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  const count =
    choices !== undefined
      ? (Array.isArray(choices?.serviceChoices) ? choices.serviceChoices : []).reduce(
          (sum: number, c: any) => sum + toNumber(c?.numberOfParticipants ?? 0),
          0,
        )
      : toNumber(total ?? 1);
  if (!Number.isInteger(count) || count < 1) {
    throw validationError([{ field: `${field}.totalParticipants`, description: 'must be at least 1', violatedRule: 'MIN' }]);
  }
  const max = context.policy?.participantsPolicy?.maxParticipantsPerBooking ?? 1;
  if (context.service.type !== 'APPOINTMENT' && count > max) {
    throw applicationError(400, 'VALIDATION_FAILURE', `a booking may have at most ${max} participants`, { maxParticipantsPerBooking: max });
  }
  return count;
}

/** Where a booking goes: its time, resource, session and capacity unit. */
export interface Placement {
  start: number;
  end: number;
  zone: string;
  resourceId?: string;
  eventId?: string;
  slot?: Record<string, any>;
  schedule?: Record<string, any>;
  /** Next upcoming and last session (courses), for the policy window. */
  next?: number;
  last?: number;
}

/** The longest appointment slot accepted, in minutes (platform-rules §3.1 `durationRange`: up to 40 days). */
const MAX_SLOT_MINUTES = 57_600;

/**
 * Resolves and checks where a booking (or a reschedule) goes, against `records` (bookings in
 * `exclude` are ignored, e.g. the booking being moved). Throws `SLOT_NOT_AVAILABLE`,
 * `SESSION_CAPACITY_EXCEEDED` or `SCHEDULE_CAPACITY_EXCEEDED` unless `skip`.
 */
export function placeBooking(
  state: EmulatorState,
  context: ServiceContext,
  slot: Record<string, any> | undefined,
  schedule: Record<string, any> | undefined,
  participants: number,
  records: BookingRecord[],
  skip: boolean,
  exclude: ReadonlySet<string>,
  field: string,
): Placement {
  const api = servicesApi(state);
  const service = context.service;
  if (service.type === 'COURSE') {
    const record = context.schedule;
    if (!record) throw notFound('Schedule not found', 'SCHEDULE_NOT_FOUND', { serviceId: service.id });
    const sessions = scheduleBounds(record, 0);
    if (!sessions) throw notFound('The course has no sessions', 'SCHEDULE_NOT_FOUND', { scheduleId: record.id });
    if (!skip && participantsOf(records, record.id, exclude) + participants > context.capacity) {
      throw failedPrecondition(
        'SCHEDULE_CAPACITY_EXCEEDED',
        `the course has ${Math.max(0, context.capacity - participantsOf(records, record.id, exclude))} open spots`,
        { scheduleId: record.id },
      );
    }
    const zone = record.timeZone;
    return {
      start: sessions.first.start,
      end: sessions.last.end,
      zone,
      eventId: record.id,
      schedule: {
        scheduleId: record.id,
        serviceId: service.id,
        timezone: zone,
        firstSessionStart: instantToLocal(sessions.first.start, zone),
        lastSessionEnd: instantToLocal(sessions.last.end, zone),
        location: { ...context.location, ...(isRecord(schedule?.location) ? schedule!.location : {}) },
      },
    };
  }
  if (!slot)
    throw validationError([
      { field: `${field}.bookedEntity.slot`, description: 'is required for appointments and classes', violatedRule: 'REQUIRED_FIELD' },
    ]);
  const zone =
    typeof slot.timezone === 'string' && slot.timezone !== ''
      ? requireZone(slot.timezone, `${field}.bookedEntity.slot.timezone`)
      : api.timeZone();
  const base = { serviceId: service.id, scheduleId: service.schedule.id, timezone: zone };
  const location = { ...context.location, ...(isRecord(slot.location) ? slot.location : {}) };
  if (service.type === 'CLASS') {
    const eventId = typeof slot.eventId === 'string' && slot.eventId !== '' ? slot.eventId : undefined;
    const hint = eventId ? /(\d{8})$/.exec(eventId)?.[1] : undefined;
    const around = hint
      ? Date.parse(`${hint.slice(0, 4)}-${hint.slice(4, 6)}-${hint.slice(6)}T12:00:00Z`)
      : readDateTime(slot.startDate, undefined, zone);
    const found =
      context.schedule && !Number.isNaN(around)
        ? occurrences(context.schedule, around - 2 * DAY, around + 2 * DAY).find((o) =>
            eventId ? o.eventId === eventId : o.start === around,
          )
        : undefined;
    if (!found) throw notFound('Session not found', 'SESSION_NOT_FOUND', { eventId: eventId ?? null, startDate: slot.startDate ?? null });
    const taken = participantsOf(records, found.eventId, exclude);
    if (!skip && taken + participants > context.capacity) {
      throw failedPrecondition(
        'SESSION_CAPACITY_EXCEEDED',
        `the session has ${Math.max(0, context.capacity - taken)} open spots, ${participants} requested`,
        { eventId: found.eventId },
      );
    }
    const member = found.staffId ? context.staff.find((m) => m.id === found.staffId) : undefined;
    return {
      start: found.start,
      end: found.end,
      zone,
      eventId: found.eventId,
      ...(member ? { resourceId: member.resourceId } : {}),
      slot: {
        ...base,
        eventId: found.eventId,
        startDate: instantToLocal(found.start, zone),
        endDate: instantToLocal(found.end, zone),
        ...(member ? { resource: resourceOf(member) } : {}),
        location,
      },
    };
  }
  const start = readDateTime(slot.startDate, undefined, zone);
  const end = readDateTime(slot.endDate, undefined, zone);
  const problems = [];
  if (Number.isNaN(start))
    problems.push({ field: `${field}.bookedEntity.slot.startDate`, description: 'must be a date-time', violatedRule: 'REQUIRED_FIELD' });
  if (Number.isNaN(end))
    problems.push({ field: `${field}.bookedEntity.slot.endDate`, description: 'must be a date-time', violatedRule: 'REQUIRED_FIELD' });
  if (!isRecord(slot.location) || !slot.location.locationType)
    problems.push({
      field: `${field}.bookedEntity.slot.location.locationType`,
      description: 'is required',
      violatedRule: 'REQUIRED_FIELD',
    });
  if (problems.length) throw validationError(problems);
  if (end <= start)
    throw validationError([{ field: `${field}.bookedEntity.slot.endDate`, description: 'must be after startDate', violatedRule: 'RANGE' }]);
  // The longest appointment the platform documents (a 40-day duration range, 57,600 minutes): a longer
  // slot cannot be a session, and checking working hours across it would walk every day in between.
  if (end - start > MAX_SLOT_MINUTES * MINUTE) {
    const description = `must be at most ${MAX_SLOT_MINUTES} minutes after startDate`;
    throw validationError([{ field: `${field}.bookedEntity.slot.endDate`, description, violatedRule: 'RANGE' }]);
  }
  const wanted = isRecord(slot.resource) && typeof slot.resource.id === 'string' && slot.resource.id !== '' ? slot.resource.id : undefined;
  const pool = wanted ? context.staff.filter((m) => m.resourceId === wanted || m.id === wanted) : context.staff;
  if (wanted && pool.length === 0) throw notFound('Resource not found', 'RESOURCE_NOT_FOUND', { resourceId: wanted });
  const member =
    pool.find((m) => withinWorkingHours(m, start, end) && resourceFree(records, m.resourceId, start, end, context.buffer, exclude)) ??
    (skip ? pool[0] : undefined);
  if (!member) {
    throw failedPrecondition(
      'SLOT_NOT_AVAILABLE',
      `no staff member is free from ${instantToLocal(start, zone)} to ${instantToLocal(end, zone)} (${zone})`,
      {
        serviceId: service.id,
        startDate: slot.startDate,
      },
    );
  }
  return {
    start,
    end,
    zone,
    resourceId: member.resourceId,
    slot: { ...base, startDate: instantToLocal(start, zone), endDate: instantToLocal(end, zone), resource: resourceOf(member), location },
  };
}

/**
 * Throws `BOOKING_POLICY_VIOLATION` (428) when the booking window does not allow booking at
 * `place` now; the owner may skip it with `skipAvailabilityValidation` or `ignoreBookingWindow`.
 */
export function checkBookingWindow(
  context: ServiceContext,
  place: Placement,
  now: number,
  caller: Caller,
  flow: Record<string, boolean>,
): void {
  if (caller.role === 'owner' && (flow.skipAvailabilityValidation || flow.ignoreBookingWindow)) return;
  const course = context.service.type === 'COURSE';
  const sessions = course && context.schedule ? scheduleBounds(context.schedule, now) : undefined;
  const next = course ? (sessions?.next?.start ?? place.start) : place.start;
  const last = course ? (sessions?.last.start ?? place.start) : place.start;
  const v = violations(context, place.start, now, next, last);
  const online = v.bookOnlineDisabled && caller.role !== 'owner';
  if (v.tooEarlyToBook || v.tooLateToBook || online) {
    const reason = v.tooEarlyToBook ? 'too early to book' : v.tooLateToBook ? 'too late to book' : 'online booking is disabled';
    throw failedPrecondition('BOOKING_POLICY_VIOLATION', `${reason} this slot under the service's booking policy`, {
      tooEarlyToBook: v.tooEarlyToBook,
      tooLateToBook: v.tooLateToBook,
      bookOnlineDisabled: v.bookOnlineDisabled,
    });
  }
}

/** The service a booking input refers to (by `serviceId`, else by schedule id). */
export function resolveService(state: EmulatorState, input: Record<string, any>, field: string): ServiceContext {
  const entity = isRecord(input.bookedEntity) ? input.bookedEntity : undefined;
  if (!entity) throw validationError([{ field: `${field}.bookedEntity`, description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const ref = isRecord(entity.slot) ? entity.slot : isRecord(entity.schedule) ? entity.schedule : {};
  const api = servicesApi(state);
  let serviceId = typeof ref.serviceId === 'string' && ref.serviceId !== '' ? ref.serviceId : undefined;
  if (!serviceId && typeof ref.scheduleId === 'string') serviceId = api.listServices().find((s) => s.schedule.id === ref.scheduleId)?.id;
  if (!serviceId && ref.scheduleId === undefined) {
    throw validationError([{ field: `${field}.bookedEntity.slot.scheduleId`, description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  }
  const context = serviceId ? serviceContext(api, serviceId) : undefined;
  if (!context)
    throw notFound('Schedule not found', 'SCHEDULE_NOT_FOUND', { scheduleId: ref.scheduleId ?? null, serviceId: serviceId ?? null });
  return context;
}

/** Options of {@link buildBooking}. */
export interface BuildOptions {
  caller: Caller;
  now: Date;
  flow: Record<string, boolean>;
  /** Bookings checked against (defaults to every stored booking). */
  records?: BookingRecord[];
  field?: string;
  multiServiceBookingInfo?: { id: string; type: 'SEQUENTIAL_BOOKINGS' };
}

/**
 * Checks a booking input and builds its record (not stored).
 */
export function buildBooking(state: EmulatorState, input: unknown, options: BuildOptions): BookingRecord {
  const field = options.field ?? 'booking';
  if (!isRecord(input)) throw validationError([{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  if (input.multiServiceBookingInfo !== undefined && !options.multiServiceBookingInfo) {
    throw applicationError(
      400,
      'CAN_NOT_CREATE_BOOKING_WITH_MULTI_SERVICE_BOOKING_INFO',
      'multiServiceBookingInfo is set only by the multi-service calls',
    );
  }
  const { caller, now, flow } = options;
  const context = resolveService(state, input, field);
  const participants = readParticipants(input, context, field);
  const records = options.records ?? Object.values(bookingsState(state).bookings);
  const place = placeBooking(
    state,
    context,
    input.bookedEntity.slot,
    input.bookedEntity.schedule,
    participants,
    records,
    Boolean(flow.skipAvailabilityValidation),
    new Set(),
    field,
  );
  checkBookingWindow(context, place, now.getTime(), caller, flow);
  const status: BookingStatus = caller.role === 'owner' && input.status === 'CONFIRMED' ? 'CONFIRMED' : 'CREATED';
  const createdBy: Record<string, string> = {};
  const contact = isRecord(input.contactDetails) ? clone(input.contactDetails) : {};
  if (caller.role === 'visitor') createdBy.anonymousVisitorId = caller.visitorId;
  if (caller.role === 'member') {
    createdBy.memberId = caller.memberId;
    const contactId = lookupMember(state, caller.memberId)?.contactId;
    if (contactId) {
      createdBy.contactId = contactId;
      contact.contactId ??= contactId;
    }
  }
  if (caller.role === 'owner') createdBy.wixUserId = wixUserIdOf(caller);
  const iso = now.toISOString();
  const tags = context.service.type === 'APPOINTMENT' ? ['INDIVIDUAL'] : context.service.type === 'CLASS' ? ['GROUP'] : ['COURSE'];
  const booking: BookingRecord['booking'] = {
    id: newId(),
    revision: '1',
    status,
    paymentStatus: 'UNDEFINED',
    createdDate: iso,
    updatedDate: iso,
    startDate: new Date(place.start).toISOString(),
    endDate: new Date(place.end).toISOString(),
    bookedEntity: {
      ...(place.slot ? { slot: status === 'CONFIRMED' && !place.slot.eventId ? { ...place.slot, eventId: newId() } : place.slot } : {}),
      ...(place.schedule ? { schedule: place.schedule } : {}),
      title: context.service.name,
      tags,
    },
    ...(input.participantsChoices !== undefined
      ? { participantsChoices: clone(input.participantsChoices) }
      : { totalParticipants: participants }),
    contactDetails: contact,
    ...(Array.isArray(input.additionalFields) ? { additionalFields: clone(input.additionalFields) } : {}),
    ...(typeof input.selectedPaymentOption === 'string' ? { selectedPaymentOption: input.selectedPaymentOption } : {}),
    ...(typeof input.externalUserId === 'string' ? { externalUserId: input.externalUserId } : {}),
    createdBy,
    bookingSource: { platform: 'WEB', actor: caller.role === 'owner' ? 'BUSINESS' : 'CUSTOMER' },
    formId: options.multiServiceBookingInfo ? '00000000-0000-0000-0000-000000000000' : (context.service.form?.id ?? ''),
    appId: context.service.appId ?? BOOKINGS_APP,
    createdByAppId: context.service.appId ?? BOOKINGS_APP,
    ...(options.multiServiceBookingInfo ? { multiServiceBookingInfo: options.multiServiceBookingInfo } : {}),
  };
  if (
    flow.skipAvailabilityValidation &&
    place.resourceId &&
    context.service.type === 'APPOINTMENT' &&
    !resourceFree(records, place.resourceId, place.start, place.end, context.buffer)
  ) {
    booking.doubleBooked = true;
  }
  return {
    booking,
    serviceId: context.service.id,
    serviceType: context.service.type,
    ...(place.resourceId ? { resourceId: place.resourceId } : {}),
    ...(place.eventId ? { eventId: place.eventId } : {}),
    start: place.start,
    end: place.end,
    buffer: context.service.type === 'APPOINTMENT' ? context.buffer : 0,
    participants,
    skipAvailabilityValidation: Boolean(flow.skipAvailabilityValidation),
    skipBusinessConfirmation: Boolean(flow.skipBusinessConfirmation),
    ...(context.policy ? { policy: context.policy } : {}),
  };
}
