import { fromBase64Url, toBase64Url } from '../../ids.js';
import { notFound, validationError } from '../../errors.js';
import type { RouteContext } from '../../routing/types.js';
import { servicesApi } from '../services/api.js';
import {
  allOccurrences,
  appointmentCandidates,
  occurrences,
  participantsOf,
  resourceFree,
  resourceOf,
  serviceContext,
  violated,
  violations,
  withinWorkingHours,
  type ServiceContext,
} from './engine.js';
import { bookingsState } from './state.js';
import { instantToLocal, readDateTime, requireZone } from './time.js';
import type { BookingRecord } from './types.js';

/*
 * Availability routes (wire.md rows 1-3, platform-rules section 4).
 */

type Entry = { sort: number; day: string; value: Record<string, any> };
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readRange(from: unknown, to: unknown, zone: string | undefined, site: string, fields: [string, string]): [number, number] {
  const start = readDateTime(from, zone, site);
  const end = readDateTime(to, zone, site);
  const problems = [];
  if (Number.isNaN(start)) problems.push({ field: fields[0], description: 'must be an ISO-8601 date-time', ruleName: 'INVALID_DATE_FORMAT' });
  if (Number.isNaN(end)) problems.push({ field: fields[1], description: 'must be an ISO-8601 date-time', ruleName: 'INVALID_DATE_FORMAT' });
  if (problems.length) throw validationError(problems);
  return [start, end];
}

function entryFor(context: ServiceContext, zone: string, now: number, start: number, end: number, open: number, total: number, extra: Record<string, unknown>): Entry {
  const v = violations(context, start, now);
  const value: Record<string, any> = {
    slot: {
      serviceId: context.service.id,
      scheduleId: context.service.schedule.id,
      startDate: instantToLocal(start, zone),
      endDate: instantToLocal(end, zone),
      timezone: zone,
      location: context.location,
      ...extra,
    },
    bookable: open > 0 && !violated(v),
    totalSpots: total,
    openSpots: open,
    bookingPolicyViolations: v,
    locked: false,
  };
  if (context.service.type === 'CLASS' && context.policy?.waitlistPolicy?.enabled) {
    value.waitingList = { totalSpots: context.policy.waitlistPolicy.capacity, openSpots: context.policy.waitlistPolicy.capacity };
  }
  return { sort: start, day: instantToLocal(start, zone).slice(0, 10), value };
}

/**
 * The availability entries of one service in `[from, to)`, in `zone`.
 *
 * @example
 * ```ts
 * serviceEntries(context, records, from, to, 'UTC', now);
 * ```
 */
export function serviceEntries(context: ServiceContext, records: BookingRecord[], from: number, to: number, zone: string, now: number, resourceIds?: string[]): Entry[] {
  if (context.service.type === 'APPOINTMENT') {
    return appointmentCandidates(context, from, to, resourceIds).map((c) => {
      const open = resourceFree(records, c.member.resourceId, c.start, c.end, context.buffer) ? 1 : 0;
      return entryFor(context, zone, now, c.start, c.end, open, 1, { resource: resourceOf(c.member) });
    });
  }
  if (context.service.type === 'CLASS' && context.schedule) {
    return occurrences(context.schedule, from, to)
      .map((o) => {
        const member = o.staffId ? context.staff.find((s) => s.id === o.staffId) : undefined;
        const open = Math.max(0, context.capacity - participantsOf(records, o.eventId));
        return entryFor(context, zone, now, o.start, o.end, open, context.capacity, { eventId: o.eventId, ...(member ? { resource: resourceOf(member) } : {}) });
      })
      .filter((e) => !resourceIds || resourceIds.includes(e.value.slot.resource?.id));
  }
  return [];
}

function matchesEntryFilter(entry: Record<string, any>, filter: Record<string, any>): boolean {
  if (typeof filter.bookable === 'boolean' && entry.bookable !== filter.bookable) return false;
  if (typeof filter.openSpots === 'number' && entry.openSpots < filter.openSpots) return false;
  const wanted = isObject(filter.bookingPolicyViolations) ? filter.bookingPolicyViolations : {};
  for (const flag of ['tooEarlyToBook', 'tooLateToBook', 'bookOnlineDisabled']) {
    if (typeof wanted[flag] === 'boolean' && entry.bookingPolicyViolations[flag] !== wanted[flag]) return false;
  }
  return true;
}

/** Bookable first, then by start; `slotsPerDay` keeps the first N of each local day. */
function arrange(entries: Entry[], descending: boolean, slotsPerDay: unknown): Entry[] {
  const order = (a: Entry, b: Entry) => Number(b.value.bookable) - Number(a.value.bookable) || (descending ? b.sort - a.sort : a.sort - b.sort);
  let sorted = [...entries].sort(order);
  if (slotsPerDay !== undefined && slotsPerDay !== null) {
    const limit = Number(slotsPerDay);
    if (!Number.isInteger(limit) || limit < 1) throw validationError([{ field: 'slotsPerDay', description: 'must be a positive integer', violatedRule: 'MIN' }]);
    const perDay = new Map<string, number>();
    sorted = sorted.filter((e) => {
      const n = perDay.get(e.day) ?? 0;
      perDay.set(e.day, n + 1);
      return n < limit;
    });
  }
  return sorted;
}

const list = (value: unknown): string[] | undefined => (value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * `POST /availability-calendar/v1/availability/query`.
 *
 * @example
 * ```ts
 * domain.route('POST', '/availability-calendar/v1/availability/query', queryAvailability, ANYONE);
 * ```
 */
export function queryAvailability({ input, state, clock }: RouteContext): unknown {
  const filter = isObject(input.query?.filter) ? input.query.filter : {};
  const api = servicesApi(state);
  const serviceIds = list(filter.serviceId);
  const missing = [];
  if (!serviceIds?.length) missing.push({ field: 'query.filter.serviceId', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (filter.startDate === undefined) missing.push({ field: 'query.filter.startDate', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (filter.endDate === undefined) missing.push({ field: 'query.filter.endDate', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (missing.length) throw validationError(missing);
  const requested = typeof input.timezone === 'string' && input.timezone !== '' ? requireZone(input.timezone, 'timezone') : undefined;
  const zone = requested ?? api.timeZone();
  const [from, to] = readRange(filter.startDate, filter.endDate, requested, api.timeZone(), ['query.filter.startDate', 'query.filter.endDate']);
  const records = Object.values(bookingsState(state).bookings);
  const now = clock.now().getTime();
  const entries = serviceIds!.flatMap((id) => {
    const context = serviceContext(api, id);
    if (!context) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { serviceId: id });
    if (context.service.type === 'COURSE') {
      throw validationError([{ field: 'query.filter.serviceId', description: 'is a course: use getScheduleAvailability', ruleName: 'COURSE_NOT_SUPPORTED' }]);
    }
    return serviceEntries(context, records, from, to, zone, now, list(filter.resourceId));
  });
  const descending = Array.isArray(input.query?.sort) && input.query.sort.some((s: any) => s?.fieldName === 'startDate' && s?.order === 'DESC');
  const kept = arrange(entries.filter((e) => matchesEntryFilter(e.value, filter)), descending, input.slotsPerDay);
  return { availabilityEntries: kept.map((e) => e.value) };
}

/**
 * `GET /v2/availability/schedule/{id}`: a course's (or class's) schedule-level spots.
 *
 * @example
 * ```ts
 * domain.route('GET', '/v2/availability/schedule/{id}', getScheduleAvailability, ANYONE);
 * ```
 */
export function getScheduleAvailability({ params, state, clock }: RouteContext): unknown {
  const api = servicesApi(state);
  const schedule = api.getSchedule(params.id!);
  const context = schedule ? serviceContext(api, schedule.serviceId) : undefined;
  if (!schedule || !context) throw notFound('Schedule not found', 'FAILED_RESOLVING_SCHEDULE', { scheduleId: params.id });
  const now = clock.now().getTime();
  const sessions = allOccurrences(schedule, now);
  const first = sessions[0]?.start ?? now;
  const last = sessions.at(-1)?.start ?? now;
  const next = sessions.find((s) => s.start > now)?.start ?? last;
  const records = Object.values(bookingsState(state).bookings);
  const open = Math.max(0, context.capacity - participantsOf(records, schedule.id));
  const v = violations(context, first, now, next, last);
  return {
    availability: { totalSpots: context.capacity, openSpots: open, bookingPolicyViolations: v },
    bookingPolicySettings: { maxParticipantsPerBooking: context.policy?.participantsPolicy?.maxParticipantsPerBooking ?? 1 },
  };
}

interface MultiSlotRequest {
  from?: string;
  to?: string;
  timeZone?: string;
  slots?: Array<{ serviceId?: string; resourcesFilter?: { resourceIds?: string[] } }>;
  location?: { locationType?: string; id?: string };
  bookable?: boolean;
  bookingPolicyViolations?: Record<string, unknown>;
  slotsPerDay?: number;
}

/**
 * `POST /v1/availability/multislot`: chains of back-to-back appointment slots, cursor-paged.
 *
 * @example
 * ```ts
 * domain.route('POST', '/v1/availability/multislot', calculateMultiSlotAvailability, ANYONE);
 * ```
 */
export function calculateMultiSlotAvailability({ input, state, clock }: RouteContext): unknown {
  const cursor = typeof input.cursorPaging?.cursor === 'string' ? input.cursorPaging.cursor : undefined;
  let request: MultiSlotRequest = input;
  let offset = 0;
  if (cursor) {
    try {
      ({ request, offset } = JSON.parse(fromBase64Url(cursor)) as { request: MultiSlotRequest; offset: number });
    } catch {
      throw validationError([{ field: 'cursorPaging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' }]);
    }
  }
  const limit = Number(input.cursorPaging?.limit ?? 100);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw validationError([{ field: 'cursorPaging.limit', description: 'must be 1-100', violatedRule: 'MAX' }]);
  const problems = [];
  if (!request.location?.locationType) problems.push({ field: 'location.locationType', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (!Array.isArray(request.slots) || request.slots.length < 1 || request.slots.length > 6) problems.push({ field: 'slots', description: 'must hold 1-6 services', violatedRule: 'SIZE' });
  if (problems.length) throw validationError(problems);
  const api = servicesApi(state);
  const requested = request.timeZone ? requireZone(request.timeZone, 'timeZone') : undefined;
  const zone = requested ?? api.timeZone();
  const [from, to] = readRange(request.from, request.to, requested, api.timeZone(), ['from', 'to']);
  const now = clock.now().getTime();
  const records = Object.values(bookingsState(state).bookings);
  const contexts = request.slots!.map((s, i) => {
    const context = typeof s?.serviceId === 'string' ? serviceContext(api, s.serviceId) : undefined;
    if (!context) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { index: i, serviceId: s?.serviceId ?? null });
    if (context.service.type !== 'APPOINTMENT') throw validationError([{ field: `slots[${i}].serviceId`, description: 'must be an appointment service', ruleName: 'INVALID_SERVICE_TYPE' }]);
    return context;
  });
  const chains: Entry[] = [];
  for (const head of appointmentCandidates(contexts[0]!, from, to, request.slots![0]!.resourcesFilter?.resourceIds)) {
    const nested = [{ context: contexts[0]!, start: head.start, end: head.end, member: head.member }];
    for (let i = 1; i < contexts.length; i += 1) {
      const context = contexts[i]!;
      const start = nested.at(-1)!.end;
      const end = start + context.duration * 60_000;
      if (end > to) break;
      const wanted = request.slots![i]!.resourcesFilter?.resourceIds;
      const inside = context.staff.filter((m) => (!wanted || wanted.includes(m.resourceId)) && withinWorkingHours(m, start, end));
      const member = inside.find((m) => resourceFree(records, m.resourceId, start, end, context.buffer)) ?? inside[0];
      if (!member) break;
      nested.push({ context, start, end, member });
    }
    if (nested.length !== contexts.length) continue;
    const free = nested.every((n) => resourceFree(records, n.member.resourceId, n.start, n.end, n.context.buffer));
    const v = nested.map((n) => violations(n.context, n.start, now));
    const merged = {
      tooEarlyToBook: v.some((x) => x.tooEarlyToBook),
      tooLateToBook: v.some((x) => x.tooLateToBook),
      bookOnlineDisabled: v.some((x) => x.bookOnlineDisabled),
      validSubmissionRequired: false,
    };
    const value = {
      slot: {
        serviceId: contexts[0]!.service.id,
        scheduleId: contexts[0]!.service.schedule.id,
        startDate: instantToLocal(head.start, zone),
        endDate: instantToLocal(nested.at(-1)!.end, zone),
        timezone: zone,
        resource: resourceOf(head.member),
        location: contexts[0]!.location,
      },
      bookable: free && !violated(merged),
      totalSpots: 1,
      openSpots: free ? 1 : 0,
      bookingPolicyViolations: merged,
      locked: false,
      nestedSlots: nested.map((n) => ({
        serviceId: n.context.service.id,
        scheduleId: n.context.service.schedule.id,
        start: instantToLocal(n.start, zone),
        end: instantToLocal(n.end, zone),
        resource: resourceOf(n.member),
      })),
    };
    if (matchesEntryFilter(value, request as Record<string, any>)) chains.push({ sort: head.start, day: instantToLocal(head.start, zone).slice(0, 10), value });
  }
  const all = arrange(chains, false, request.slotsPerDay);
  const page = all.slice(offset, offset + limit);
  const hasNext = offset + limit < all.length;
  const next = hasNext ? toBase64Url(JSON.stringify({ request: { ...request, cursorPaging: undefined }, offset: offset + limit })) : undefined;
  return { slots: page.map((e) => e.value), cursorPagingMetadata: { count: page.length, cursors: next ? { next } : {}, hasNext } };
}
