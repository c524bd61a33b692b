import { failedPrecondition, notFound, validationError, type FieldViolation } from '../../errors.js';
import { newId } from '../../ids.js';
import { decodeCursor, encodeCursor } from '../../query/cursor.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import type { RouteContext, RouteOptions } from '../../routing/types.js';
import { checkRangeLength, instantToLocal, localToInstant, requireZone } from '../../util/zoned-time.js';
import type { DomainRegistrar } from '../types.js';
import { matchesFilter, sortEntities } from '../../query/entity-query.js';
import { serveService, serviceEvent, servicesState } from './state.js';
import { BOOKINGS_APP_ID, type CalendarEventRecord, type ScheduleRecord, type ServicesState, type Weekday } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/*
 * Calendar Events V3 (not in wire.md; shapes from the platform's public REST reference): weekly
 * MASTER events of class and course schedules. A CONFIRMED master is mirrored as a recurring session
 * of its schedule (same id), so availability lists its occurrences; its INSTANCE events are those
 * occurrences, with ids `<masterId>-<yyyymmdd>` like availability's `slot.eventId`.
 *
 * Emulator limits (400 with a description): only weekly MASTER events with interval 1; one time zone
 * and one capacity per schedule (the first event's, when the schedule has no sessions yet); at most
 * one staff resource per event; single instances cannot be cancelled; a query reads at most
 * MAX_EVENTS_RANGE_DAYS (366) days, `fromLocalDate` to `toLocalDate`.
 */

/** The longest Calendar Events V3 query range (`fromLocalDate` to `toLocalDate`), in local days. */
export const MAX_EVENTS_RANGE_DAYS = 366;

const OWNER: RouteOptions = { roles: ['owner'] };
const READ: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const BASE = '/calendar/v3/events';
const DAY_MS = 86_400_000;
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** `YYYY-MM-DDThh:mm:ss` from a local date-time string, or `undefined`. */
function readLocal(value: unknown): string | undefined {
  const m = typeof value === 'string' ? LOCAL.exec(value.trim()) : null;
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59 || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) return undefined;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

const dayOf = (date: string) => DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const eventsOf = (services: ServicesState) => (services.events ??= {});
const zoned = (local: string, zone: string) => ({
  localDate: local,
  timeZone: zone,
  utcDate: new Date(localToInstant(local, zone)).toISOString(),
});
const adjusted = (local: string, from: string, to: string) => {
  const at = localToInstant(local, from);
  return { localDate: instantToLocal(at, to), timeZone: to, utcDate: new Date(at).toISOString() };
};

function served(services: ServicesState, record: CalendarEventRecord, zone: string): Record<string, unknown> {
  const service = own(services.services, record.serviceId);
  return {
    id: record.id,
    scheduleId: record.scheduleId,
    externalScheduleId: record.serviceId,
    ...(service ? { scheduleName: service.name } : {}),
    type: record.type,
    status: record.status,
    title: record.title,
    start: zoned(record.start, record.timeZone),
    end: zoned(record.end, record.timeZone),
    adjustedStart: adjusted(record.start, record.timeZone, zone),
    adjustedEnd: adjusted(record.end, record.timeZone, zone),
    timeZone: record.timeZone,
    allDay: false,
    recurrenceType: 'MASTER',
    recurrenceRule: {
      frequency: 'WEEKLY',
      interval: record.interval,
      days: [record.day],
      ...(record.until
        ? { until: zoned(record.until, record.timeZone), adjustedUntil: adjusted(record.until, record.timeZone, zone) }
        : {}),
    },
    resources: clone(record.resources),
    ...(record.location ? { location: clone(record.location) } : {}),
    totalCapacity: record.totalCapacity,
    appId: BOOKINGS_APP_ID,
    revision: record.revision,
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
  };
}

/** The INSTANCE events of a CONFIRMED master whose start lies in `[from, to)`. */
function instances(
  services: ServicesState,
  record: CalendarEventRecord,
  from: number,
  to: number,
  zone: string,
): Array<Record<string, unknown>> {
  if (record.status !== 'CONFIRMED') return [];
  const master = served(services, record, zone);
  const startTime = record.start.slice(11);
  const length = localToInstant(record.end, record.timeZone) - localToInstant(record.start, record.timeZone);
  const out: Array<Record<string, unknown>> = [];
  // Start a week before the range's first local date instead of at the series' first date: the
  // work is the weeks of the range, not the weeks since the series began.
  const first = record.start.slice(0, 10);
  const fromDate = instantToLocal(from, record.timeZone).slice(0, 10);
  const skipped = Math.floor((Date.parse(`${fromDate}T12:00:00Z`) - Date.parse(`${first}T12:00:00Z`)) / (7 * DAY_MS)) - 1;
  for (let date = addDays(first, Math.max(0, skipped) * 7); ; date = addDays(date, 7)) {
    const local = `${date}T${startTime}`;
    if (record.until && local > record.until) break;
    const at = localToInstant(local, record.timeZone);
    if (at >= to) break;
    if (at < from) continue;
    const endLocal = instantToLocal(at + length, record.timeZone);
    const { recurrenceRule: _rule, ...rest } = master;
    out.push({
      ...rest,
      id: `${record.id}-${date.replace(/-/g, '')}`,
      recurrenceType: 'INSTANCE',
      recurringEventId: record.id,
      start: zoned(local, record.timeZone),
      end: zoned(endLocal, record.timeZone),
      adjustedStart: adjusted(local, record.timeZone, zone),
      adjustedEnd: adjusted(endLocal, record.timeZone, zone),
    });
  }
  return out;
}

/** Gives the service the staff of its schedule's sessions (as setSessions does) and emits `service_updated`. */
function syncService(ctx: RouteContext, services: ServicesState, schedule: ScheduleRecord): void {
  const service = own(services.services, schedule.serviceId);
  if (!service) return;
  const staff = schedule.sessions.flatMap((s) => own(services.staff, s.staffMemberId)?.resourceId ?? []);
  service.staffMemberIds = [...new Set(staff)];
  service.revision = String(Number(service.revision) + 1);
  service.updatedDate = ctx.clock.now().toISOString();
  ctx.emit(...serviceEvent('updated', serveService(services, service)));
}

function createEvent(ctx: RouteContext): unknown {
  const services = servicesState(ctx.state);
  const { input } = ctx;
  const key = typeof input.idempotencyKey === 'string' && input.idempotencyKey !== '' ? input.idempotencyKey : undefined;
  const repeated = key ? Object.values(services.events ?? {}).find((e) => e.idempotencyKey === key) : undefined;
  if (repeated) return { event: served(services, repeated, services.timeZone) };
  if (!isRecord(input.event)) throw validationError([{ field: 'event', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const event = input.event;
  if (typeof event.scheduleId !== 'string' || event.scheduleId === '')
    throw validationError([{ field: 'event.scheduleId', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const schedule = own(services.schedules, event.scheduleId);
  const service = schedule ? own(services.services, schedule.serviceId) : undefined;
  if (schedule?.status === 'CANCELLED')
    throw failedPrecondition('SCHEDULE_CANCELLED', 'The schedule is cancelled: it takes no new events', { scheduleId: schedule.id });
  if (!schedule || !service) throw notFound('Schedule not found', 'SCHEDULE_NOT_FOUND', { scheduleId: event.scheduleId });

  const problems: FieldViolation[] = [];
  const bad = (field: string, description: string, ruleName = 'INVALID_FIELD') =>
    problems.push({ field: `event.${field}`, description, violatedRule: 'VALIDATION', ruleName });
  if (service.type === 'APPOINTMENT')
    bad(
      'scheduleId',
      'is the schedule of an appointment service: the emulator creates sessions for classes and courses only',
      'UNSUPPORTED_SCHEDULE',
    );
  const zoneText = [event.timeZone, event.start?.timeZone, event.end?.timeZone].find((z) => typeof z === 'string' && z !== '') as
    | string
    | undefined;
  const zone = requireZone(zoneText ?? schedule.timeZone, 'event.timeZone');
  for (const side of ['start', 'end'] as const) {
    const z = event[side]?.timeZone;
    if (typeof z === 'string' && z !== '' && z !== zone) bad(`${side}.timeZone`, `must be the event's time zone (${zone})`);
  }
  const start = readLocal(event.start?.localDate);
  const end = readLocal(event.end?.localDate);
  if (!start) bad('start.localDate', 'must be a local date-time YYYY-MM-DDThh:mm:ss', 'INVALID_DATE_FORMAT');
  if (!end) bad('end.localDate', 'must be a local date-time YYYY-MM-DDThh:mm:ss', 'INVALID_DATE_FORMAT');
  if (start && end && localToInstant(end, zone) <= localToInstant(start, zone))
    bad('end.localDate', 'must be after start.localDate', 'END_BEFORE_START');
  if (start && end && localToInstant(end, zone) - localToInstant(start, zone) > DAY_MS)
    bad('end.localDate', 'must be at most 24 hours after start (the emulator keeps sessions within a day)', 'UNSUPPORTED');
  const today = instantToLocal(ctx.clock.now().getTime(), zone).slice(0, 10);
  const rule = event.recurrenceRule;
  let until: string | undefined;
  if (!isRecord(rule)) bad('recurrenceRule', 'is required: the emulator creates weekly MASTER events only', 'UNSUPPORTED');
  else {
    if (rule.frequency !== 'WEEKLY') bad('recurrenceRule.frequency', 'must be WEEKLY');
    if (rule.interval !== undefined && rule.interval !== 1)
      bad('recurrenceRule.interval', 'must be 1 in the emulator (every week)', 'UNSUPPORTED');
    const days = Array.isArray(rule.days) ? rule.days : [];
    if (days.length !== 1 || !DAYS.includes(days[0]))
      bad('recurrenceRule.days', 'must hold exactly one weekday (MONDAY-SUNDAY): create one MASTER event per weekday');
    else if (start && dayOf(start.slice(0, 10)) !== days[0]) bad('start.localDate', `must fall on the rule's weekday (${days[0]})`);
    if (start && start.slice(0, 10) < today)
      bad('start.localDate', `must not be before today (${today}) for a recurring event`, 'START_DATE_IN_THE_PAST');
    if (rule.until !== undefined) {
      until = readLocal(rule.until?.localDate);
      if (!until) bad('recurrenceRule.until.localDate', 'must be a local date-time YYYY-MM-DDThh:mm:ss', 'INVALID_DATE_FORMAT');
      else if (start && until < start) bad('recurrenceRule.until.localDate', 'must not be before start.localDate');
    }
  }
  if (event.title !== undefined && (typeof event.title !== 'string' || event.title.length < 1 || event.title.length > 200))
    bad('title', 'must be 1-200 characters');
  const capacity = event.totalCapacity === undefined ? schedule.capacity : event.totalCapacity;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > 1000) bad('totalCapacity', 'must be an integer 1-1000');
  const others = schedule.sessions.length > 0;
  if (others && zone !== schedule.timeZone)
    bad(
      'timeZone',
      `must be the schedule's time zone (${schedule.timeZone}): the emulator keeps one time zone per schedule`,
      'UNSUPPORTED',
    );
  if (others && Number.isInteger(capacity) && capacity !== schedule.capacity)
    bad(
      'totalCapacity',
      `must be the schedule's capacity (${schedule.capacity}): the emulator keeps one capacity per schedule`,
      'UNSUPPORTED',
    );

  const resources = Array.isArray(event.resources) ? event.resources : event.resources === undefined ? [] : null;
  if (!resources) bad('resources', 'must be a list');
  const staff = (resources ?? []).map((r: unknown, i: number) => {
    const id = isRecord(r) ? r.id : undefined;
    const member = Object.values(services.staff).find((m) => m.resourceId === id);
    if (!member) bad(`resources[${i}].id`, 'is not a staff member resource of the site', 'RESOURCE_NOT_FOUND');
    return member;
  });
  if (staff.length > 1) bad('resources', 'may hold one staff member in the emulator', 'UNSUPPORTED');
  const location = isRecord(event.location) ? event.location : undefined;
  if (location?.type === 'BUSINESS' && !own(services.locations, location.id))
    bad('location.id', 'is not a business location of the site', 'INVALID_LOCATION');
  if (problems.length) throw validationError(problems);

  const now = ctx.clock.now().toISOString();
  const member = staff[0];
  const record: CalendarEventRecord = {
    id: newId(),
    scheduleId: schedule.id,
    serviceId: service.id,
    title: typeof event.title === 'string' ? event.title : service.name,
    type: service.type,
    status: 'CONFIRMED',
    timeZone: zone,
    start: start!,
    end: end!,
    interval: 1,
    day: rule.days[0],
    ...(until ? { until } : {}),
    resources: member ? [{ id: member.resourceId, name: member.name, type: 'STAFF' }] : [],
    ...(location
      ? {
          location: {
            ...(typeof location.id === 'string' ? { id: location.id } : {}),
            type: location.type ?? 'BUSINESS',
            ...(location.type === 'BUSINESS' && own(services.locations, location.id)
              ? { name: own(services.locations, location.id)!.name }
              : {}),
            ...(typeof location.address === 'string' ? { address: location.address } : {}),
          },
        }
      : {}),
    totalCapacity: capacity,
    ...(key ? { idempotencyKey: key } : {}),
    revision: '1',
    createdDate: now,
    updatedDate: now,
  };
  eventsOf(services)[record.id] = record;
  schedule.timeZone = zone;
  schedule.capacity = capacity;
  const startTime = start!.slice(11, 16);
  const lastDate = until ? (until.slice(11) >= start!.slice(11) ? until.slice(0, 10) : addDays(until.slice(0, 10), -1)) : undefined;
  schedule.sessions.push({
    id: record.id,
    weekday: dayOf(start!.slice(0, 10)).slice(0, 3) as Weekday,
    startTime,
    durationInMinutes: Math.round((localToInstant(end!, zone) - localToInstant(start!, zone)) / 60_000),
    startDate: start!.slice(0, 10),
    ...(lastDate ? { endDate: lastDate } : {}),
    ...(member ? { staffMemberId: member.id } : {}),
    ...(location?.type === 'BUSINESS' && typeof location.id === 'string' ? { locationId: location.id } : {}),
  });
  syncService(ctx, services, schedule);
  return { event: served(services, record, services.timeZone) };
}

function queryEvents(ctx: RouteContext): unknown {
  const services = servicesState(ctx.state);
  let request: Record<string, any> = ctx.input;
  let offset = 0;
  const paging = isRecord(request.query?.cursorPaging) ? request.query.cursorPaging : {};
  if (typeof paging.cursor === 'string' && paging.cursor !== '') {
    ({ offset, request } = decodeCursor<{ offset: number; request: Record<string, any> }>(paging.cursor, {
      field: 'query.cursorPaging.cursor',
      description: 'is not a cursor of this query',
      violatedRule: 'FORMAT',
    }));
  }
  const limit = readPageSize(paging.limit, 'query.cursorPaging.limit', PAGE_SIZES.calendarEvents);
  const zone = requireZone(typeof request.timeZone === 'string' && request.timeZone ? request.timeZone : services.timeZone, 'timeZone');
  const bounds = (['fromLocalDate', 'toLocalDate'] as const).map((field) => {
    if (request[field] === undefined) return undefined;
    const local = readLocal(request[field]);
    if (!local) throw validationError([{ field, description: 'must be a local date-time YYYY-MM-DDThh:mm:ss', violatedRule: 'FORMAT' }]);
    return localToInstant(local, zone);
  });
  const from = bounds[0] ?? ctx.clock.now().getTime();
  const to = bounds[1] ?? from + MAX_EVENTS_RANGE_DAYS * DAY_MS;
  if (bounds[1] !== undefined) checkRangeLength(from, to, zone, MAX_EVENTS_RANGE_DAYS, ['fromLocalDate', 'toLocalDate']);
  const types: string[] =
    Array.isArray(request.recurrenceType) && request.recurrenceType.length ? request.recurrenceType : ['NONE', 'INSTANCE', 'EXCEPTION'];
  const records = Object.values(services.events ?? {});
  const all = [
    ...(types.includes('MASTER') ? records.map((r) => served(services, r, zone)) : []),
    ...(types.includes('INSTANCE') ? records.flatMap((r) => instances(services, r, from, to, zone)) : []),
  ];
  const query = isRecord(request.query) ? request.query : {};
  const matching = sortEntities(
    all.filter((e) => matchesFilter(e, query.filter, 'query.filter')),
    query.sort,
    'start.utcDate',
  );
  const events = matching.slice(offset, offset + limit);
  const hasNext = offset + events.length < matching.length;
  const { cursorPaging: _paging, ...rest } = query;
  const next = encodeCursor({ offset: offset + events.length, request: { ...request, query: rest } });
  return { events, pagingMetadata: { count: events.length, hasNext, cursors: hasNext ? { next } : {} } };
}

function cancelEvent(ctx: RouteContext): unknown {
  const services = servicesState(ctx.state);
  const id = ctx.params.eventId!;
  // Read without creating the events table: a refused cancel changes nothing.
  const record = own(services.events, id);
  if (!record) {
    const master = /^(.+)-\d{8}$/.exec(id);
    if (master && own(services.events, master[1])) {
      throw validationError([
        {
          field: 'eventId',
          description: 'is an INSTANCE: the emulator cancels whole series (their MASTER event) only',
          violatedRule: 'VALIDATION',
          ruleName: 'UNSUPPORTED',
        },
      ]);
    }
    throw notFound('Event not found', 'EVENT_NOT_FOUND', { eventId: id });
  }
  if (record.status === 'CANCELLED') throw failedPrecondition('EVENT_ALREADY_CANCELLED', 'The event is already cancelled', { eventId: id });
  // Validated before anything changes: a bad zone must not leave a half-cancelled event.
  const sentZone = ctx.input.timeZone;
  const zone = typeof sentZone === 'string' && sentZone ? requireZone(sentZone, 'timeZone') : services.timeZone;
  record.status = 'CANCELLED';
  record.revision = String(Number(record.revision) + 1);
  record.updatedDate = ctx.clock.now().toISOString();
  const schedule = own(services.schedules, record.scheduleId);
  if (schedule) {
    schedule.sessions = schedule.sessions.filter((s) => s.id !== record.id);
    syncService(ctx, services, schedule);
  }
  return { event: served(services, record, zone) };
}

/**
 * Registers the Calendar Events V3 routes: create (owner), query (anyone), cancel (owner).
 */
export function registerCalendarEventRoutes(domain: DomainRegistrar): void {
  domain.route('POST', BASE, createEvent, OWNER);
  domain.route('POST', `${BASE}/query`, queryEvents, READ);
  domain.route('POST', `${BASE}/{eventId}/cancel`, cancelEvent, OWNER);
}
