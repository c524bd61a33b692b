import type { ServicesApi } from '../services/api.js';
import type { BookingPolicy, ScheduleRecord, Service, StaffMember } from '../services/api.js';
import { DAY, MINUTE, instantToLocal, localToInstant } from '../../util/zoned-time.js';
import type { BookingRecord } from './types.js';

/*
 * The availability engine (platform-rules 4.3, 2.8): appointment slots from staff working hours,
 * durations and the time kept free between sessions; class sessions from the schedule's recurring
 * sessions; occupancy from existing bookings; policy violations from the service's booking policy.
 *
 * Occupancy [I]: CONFIRMED and PENDING bookings occupy their slot, and so do CREATED ones (the
 * platform's "slot hold" option): otherwise two customers could both be handed the last spot.
 */

/** The statuses whose bookings take up a spot. */
export const OCCUPYING = new Set(['CREATED', 'PENDING', 'CONFIRMED']);

/** What availability and booking rules need to know about a service. */
export interface ServiceContext {
  service: Service;
  policy: BookingPolicy | undefined;
  schedule: ScheduleRecord | undefined;
  staff: StaffMember[];
  /** Appointment length in minutes. */
  duration: number;
  /** Minutes kept free after each appointment. */
  buffer: number;
  /** Spots per class session or course. */
  capacity: number;
  location: Record<string, string>;
  /** The staff's working windows by date, for this request (see {@link WindowCache}). */
  windows: WindowCache;
}

/**
 * Everything the rules need about one service, or `undefined` for an unknown one.
 */
export function serviceContext(api: ServicesApi, serviceId: string): ServiceContext | undefined {
  const service = api.getService(serviceId);
  if (!service) return undefined;
  const constraints = service.schedule?.availabilityConstraints;
  const schedule = api.getScheduleForService(serviceId);
  const first = service.locations?.[0];
  const location: Record<string, string> = {};
  if (first?.type === 'BUSINESS' && first.business) {
    const business = api.getLocation(first.business.id);
    Object.assign(location, { id: first.business.id, locationType: 'OWNER_BUSINESS' });
    if (business?.name) location.name = business.name;
    if (business?.address?.formattedAddress) location.formattedAddress = business.address.formattedAddress;
  } else if (first?.type === 'CUSTOM') {
    location.locationType = 'OWNER_CUSTOM';
    if (first.custom?.address?.formattedAddress) location.formattedAddress = first.custom.address.formattedAddress;
  } else if (first?.type === 'CUSTOMER') location.locationType = 'CUSTOM';
  else location.locationType = 'UNDEFINED';
  return {
    service,
    policy: api.getPolicyForService(serviceId),
    schedule,
    staff: api.staffForService(serviceId),
    duration: constraints?.sessionDurations?.[0] ?? constraints?.durations?.[0]?.minutes ?? 60,
    buffer: constraints?.timeBetweenSessions ?? 0,
    capacity: schedule?.capacity ?? service.defaultCapacity ?? 1,
    location,
    windows: new Map(),
  };
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`), by date arithmetic (no time zone involved). */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The local calendar dates (`YYYY-MM-DD`) in a zone that touch `[from, to)`, with a day of margin
 * on both sides. Two instants are read in the zone; the dates between are counted, so the cost does
 * not grow with the zone lookups of a long range.
 */
export function localDates(from: number, to: number, zone: string): string[] {
  const last = instantToLocal(to + DAY, zone).slice(0, 10);
  const dates: string[] = [];
  for (let date = instantToLocal(from - DAY, zone).slice(0, 10); date <= last; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

const WEEKDAY_OF: Record<string, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const weekdayOfDate = (date: string) => Object.keys(WEEKDAY_OF).find((k) => WEEKDAY_OF[k] === new Date(`${date}T12:00:00Z`).getUTCDay())!;

/** A span of time as instants (ms). */
export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * The working windows of staff members by local date, worked out once per request: a range walked a
 * day at a time reads each date's windows from here instead of the time zone again.
 */
export type WindowCache = Map<StaffMember, Map<string, TimeWindow[]>>;

/** A staff member's working windows on one local date (in the member's zone). */
function windowsOn(member: StaffMember, date: string, cache?: WindowCache): TimeWindow[] {
  let byDate = cache?.get(member);
  const known = byDate?.get(date);
  if (known) return known;
  const weekday = weekdayOfDate(date);
  const windows = member.workingHours
    .filter((h) => h.weekday === weekday)
    .map((hours) => ({
      start: localToInstant(`${date}T${hours.startTime}:00`, member.timeZone),
      end: localToInstant(`${date}T${hours.endTime}:00`, member.timeZone),
    }));
  if (cache) {
    if (!byDate) cache.set(member, (byDate = new Map()));
    byDate.set(date, windows);
  }
  return windows;
}

/** A staff member's working windows (instants) that touch `[from, to)`. */
export function workingWindows(member: StaffMember, from: number, to: number, cache?: WindowCache): TimeWindow[] {
  if (member.workingHours.length === 0) return [];
  const windows: TimeWindow[] = [];
  for (const date of localDates(from, to, member.timeZone)) {
    for (const window of windowsOn(member, date, cache)) if (window.end > from && window.start < to) windows.push(window);
  }
  return windows;
}

/** Whether `[start, end)` lies inside one of the staff member's working windows. */
export function withinWorkingHours(member: StaffMember, start: number, end: number): boolean {
  return workingWindows(member, start, end).some((w) => w.start <= start && end <= w.end);
}

/**
 * Whether a resource has no occupying appointment overlapping `[start, end + buffer)` (each
 * booking also keeps its own buffer free).
 */
export function resourceFree(
  records: readonly BookingRecord[],
  resourceId: string,
  start: number,
  end: number,
  buffer: number,
  exclude: ReadonlySet<string> = new Set(),
): boolean {
  return !records.some(
    (r) =>
      r.serviceType === 'APPOINTMENT' &&
      r.resourceId === resourceId &&
      OCCUPYING.has(r.booking.status) &&
      !exclude.has(r.booking.id) &&
      start < r.end + r.buffer * MINUTE &&
      r.start < end + buffer * MINUTE,
  );
}

/** Participants of the occupying bookings of a class session or course (`eventId`). */
export function participantsOf(records: readonly BookingRecord[], eventId: string, exclude: ReadonlySet<string> = new Set()): number {
  return records
    .filter((r) => r.eventId === eventId && OCCUPYING.has(r.booking.status) && !exclude.has(r.booking.id))
    .reduce((sum, r) => sum + r.participants, 0);
}

/** One appointment slot candidate. */
export interface Candidate {
  start: number;
  end: number;
  member: StaffMember;
}

/** The staff of a service that a `resourceId` filter (resource or staff member ids) keeps; all without one. */
export function staffIn(context: ServiceContext, resourceIds?: readonly string[]): StaffMember[] {
  return resourceIds ? context.staff.filter((m) => resourceIds.includes(m.resourceId) || resourceIds.includes(m.id)) : context.staff;
}

/**
 * Appointment slot candidates that start in `[from, startsBefore)` (default `to`) and end by `to`:
 * per staff member, from each working window's start in steps of duration + buffer, kept when the
 * whole session fits the window; sorted by start, then by staff name. Generation stops after
 * `max + 1` candidates, so a caller can refuse a range that holds more than `max` without computing
 * all of it.
 */
export function appointmentCandidates(
  context: ServiceContext,
  from: number,
  to: number,
  resourceIds?: readonly string[],
  max = Number.POSITIVE_INFINITY,
  startsBefore = to,
): Candidate[] {
  const out: Candidate[] = [];
  const length = context.duration * MINUTE;
  const step = (context.duration + context.buffer) * MINUTE;
  // Only the windows a kept candidate can lie in: those touching [from, last start + length).
  const reach = Math.min(to, startsBefore + length);
  for (const member of staffIn(context, resourceIds)) {
    for (const window of workingWindows(member, from, reach, context.windows)) {
      for (let start = window.start; start + length <= window.end && start < startsBefore; start += step) {
        if (start >= from && start + length <= to) out.push({ start, end: start + length, member });
        if (out.length > max) return out;
      }
    }
  }
  // Names are compared once per staff member, not once per comparison of the sort.
  const byName = [...context.staff].sort((a, b) => a.name.localeCompare(b.name));
  const rank = new Map<StaffMember, number>();
  byName.forEach((member, i) => {
    const previous = byName[i - 1];
    rank.set(member, previous && member.name.localeCompare(previous.name) === 0 ? rank.get(previous)! : i);
  });
  return out.sort((a, b) => a.start - b.start || rank.get(a.member)! - rank.get(b.member)!);
}

/** One class session (an occurrence of a recurring session). */
export interface Occurrence {
  eventId: string;
  start: number;
  end: number;
  staffId?: string;
}

/**
 * The sessions of a schedule that start in `[from, startsBefore)` (default `to`) and end by `to`
 * (every session when no range is given is not supported: pass the range you need).
 */
export function occurrences(schedule: ScheduleRecord, from: number, to: number, startsBefore = to): Occurrence[] {
  const out: Occurrence[] = [];
  const longest = Math.max(0, ...schedule.sessions.map((s) => s.durationInMinutes)) * MINUTE;
  for (const date of localDates(from, Math.min(to, startsBefore + longest), schedule.timeZone)) {
    const weekday = weekdayOfDate(date);
    for (const session of schedule.sessions) {
      if (session.weekday !== weekday || date < session.startDate || (session.endDate && date > session.endDate)) continue;
      const start = localToInstant(`${date}T${session.startTime}:00`, schedule.timeZone);
      const end = start + session.durationInMinutes * MINUTE;
      if (start >= from && start < startsBefore && end <= to)
        out.push({
          eventId: `${session.id}-${date.replace(/-/g, '')}`,
          start,
          end,
          ...(session.staffMemberId ? { staffId: session.staffMemberId } : {}),
        });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const weekdayGap = (date: string, weekday: string) => (WEEKDAY_OF[weekday]! - new Date(`${date}T12:00:00Z`).getUTCDay() + 7) % 7;

/** The first, last and next sessions of a schedule (see {@link scheduleBounds}). */
export interface ScheduleBounds {
  /** The earliest session. */
  first: Occurrence;
  /** The session that starts last. */
  last: Occurrence;
  /** The earliest session that starts after `now`, if any. */
  next?: Occurrence;
}

/**
 * The first, last and next (after `now`) of every session of a schedule: from each recurring
 * session's first date to its last, or up to a year after `now` for open-ended ones; `undefined`
 * when the schedule has none. Computed per recurring session from its first and last dates, so the
 * work does not grow with the number of weeks a schedule runs.
 */
export function scheduleBounds(schedule: ScheduleRecord, now: number): ScheduleBounds | undefined {
  if (schedule.sessions.length === 0) return undefined;
  const zone = schedule.timeZone;
  // The range every session is read in (a day of margin on both sides, as the sessions' dates are local).
  const from = Math.min(...schedule.sessions.map((s) => Date.parse(`${s.startDate}T00:00:00Z`))) - DAY;
  const to = Math.max(...schedule.sessions.map((s) => (s.endDate ? Date.parse(`${s.endDate}T23:59:59Z`) + DAY : now + 366 * DAY))) + DAY;
  const today = instantToLocal(now, zone).slice(0, 10);
  let bounds: ScheduleBounds | undefined;
  for (const session of schedule.sessions) {
    const on = (date: string): Occurrence => {
      const start = localToInstant(`${date}T${session.startTime}:00`, zone);
      const end = start + session.durationInMinutes * MINUTE;
      const staff = session.staffMemberId ? { staffId: session.staffMemberId } : {};
      return { eventId: `${session.id}-${date.replace(/-/g, '')}`, start, end, ...staff };
    };
    // The session's dates are one weekday a week from its start date to its end date; the ones kept
    // are those inside the range, a run of consecutive weeks.
    let firstDate = shiftDate(session.startDate, weekdayGap(session.startDate, session.weekday));
    const until = session.endDate ?? instantToLocal(to, zone).slice(0, 10);
    let lastDate = shiftDate(until, -((7 - weekdayGap(until, session.weekday)) % 7));
    while (firstDate <= lastDate && on(firstDate).start < from) firstDate = shiftDate(firstDate, 7);
    while (firstDate <= lastDate && on(lastDate).end > to) lastDate = shiftDate(lastDate, -7);
    if (firstDate > lastDate) continue;
    const yesterday = shiftDate(today, -1);
    let nextDate = firstDate > yesterday ? firstDate : shiftDate(yesterday, weekdayGap(yesterday, session.weekday));
    while (nextDate <= lastDate && on(nextDate).start <= now) nextDate = shiftDate(nextDate, 7);
    const first = on(firstDate);
    const last = on(lastDate);
    const next = nextDate <= lastDate ? on(nextDate) : undefined;
    if (!bounds) bounds = { first, last, ...(next ? { next } : {}) };
    else {
      // Ties keep the order of a list sorted by start (dates first, then the sessions' order).
      if (first.start < bounds.first.start) bounds.first = first;
      if (last.start >= bounds.last.start) bounds.last = last;
      if (next && (!bounds.next || next.start < bounds.next.start)) bounds.next = next;
    }
  }
  return bounds;
}

/** Booking-policy violations of a slot that starts at `start` (platform-rules 4.3). */
export interface Violations {
  tooEarlyToBook: boolean;
  tooLateToBook: boolean;
  bookOnlineDisabled: boolean;
  validSubmissionRequired: boolean;
}

/**
 * The violations of booking a session that starts at `start` now. For courses pass the first
 * session as `start` and the next upcoming one as `next`.
 */
export function violations(context: ServiceContext, start: number, now: number, next: number = start, last: number = start): Violations {
  const policy = context.policy;
  const tooEarly =
    Boolean(policy?.limitEarlyBookingPolicy?.enabled) &&
    now < start - (policy!.limitEarlyBookingPolicy.earliestBookingInMinutes ?? 0) * MINUTE;
  const lateLimit =
    Boolean(policy?.limitLateBookingPolicy?.enabled) && now > next - (policy!.limitLateBookingPolicy.latestBookingInMinutes ?? 0) * MINUTE;
  const started = !policy?.bookAfterStartPolicy?.enabled ? now >= start : now >= last;
  return {
    tooEarlyToBook: tooEarly,
    tooLateToBook: lateLimit || started,
    bookOnlineDisabled: !context.service.onlineBooking?.enabled,
    validSubmissionRequired: false,
  };
}

/** Whether any violation is set. */
export const violated = (v: Violations) => v.tooEarlyToBook || v.tooLateToBook || v.bookOnlineDisabled;

/** A staff member's public resource (`{ id, name }`), by the member's resource id. */
export const resourceOf = (member: StaffMember) => ({ id: member.resourceId, name: member.name });
