import { decodeCursor, encodeCursor } from '../../query/cursor.js';
import { notFound, validationError } from '../../errors.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import type { RouteContext } from '../../routing/types.js';
import { servicesApi } from '../services/api.js';
import {
  appointmentCandidates,
  occurrences,
  resourceOf,
  scheduleBounds,
  serviceContext,
  staffIn,
  violated,
  violations,
  workingWindows,
  type ServiceContext,
  type Violations,
} from './engine.js';
import { MAX_AVAILABILITY_ENTRIES, MAX_SLOT_CANDIDATES, refuseTooMany } from './limits.js';
import { bookableUntil, collectAnswer, localDays, possibleRange, readAnswerLimit, readSlotsPerDay } from './walk.js';
import { buildOccupancy, type Occupancy } from './occupancy.js';
import { bookingsState } from './state.js';
import { MINUTE, instantToLocal, readDateTime, requireZone } from '../../util/zoned-time.js';
import { display, isRecord } from '../../util/values.js';

/*
 * Availability routes (wire.md rows 1-3, platform-rules section 4). As on the platform, a range has
 * no day limit: the answer bounds the work. The range is walked one local day at a time (walk.ts),
 * each day's slots computed in numbers (candidate slots, their occupancy from an index of the
 * bookings (occupancy.ts), policy flags, the filter, `slotsPerDay`), and the walk stops as soon as
 * the answer is full (the answer's limit of bookable entries, which come first) or can no longer
 * change. A request the answer does not bound is refused by the entries cap or the budget of
 * computed candidates (limits.ts) as soon as it passes it. Only the entries that are answered are
 * turned into local date-time strings.
 */

/** A computed slot, before it is written out as a `SlotAvailability`. */
interface Slot {
  start: number;
  end: number;
  open: number;
  total: number;
  v: Violations;
  bookable: boolean;
  /** Writes the slot out (local times in the request zone). */
  value: () => Record<string, any>;
}

function readRange(from: unknown, to: unknown, zone: string | undefined, site: string, fields: [string, string]): [number, number] {
  const start = readDateTime(from, zone, site);
  const end = readDateTime(to, zone, site);
  const problems = [];
  if (Number.isNaN(start))
    problems.push({ field: fields[0], description: 'must be an ISO-8601 date-time', ruleName: 'INVALID_DATE_FORMAT' });
  if (Number.isNaN(end)) problems.push({ field: fields[1], description: 'must be an ISO-8601 date-time', ruleName: 'INVALID_DATE_FORMAT' });
  if (problems.length) throw validationError(problems);
  return [start, end];
}

function slotValue(context: ServiceContext, zone: string, slot: Omit<Slot, 'value'>, extra: Record<string, unknown>): Record<string, any> {
  const value: Record<string, any> = {
    slot: {
      serviceId: context.service.id,
      scheduleId: context.service.schedule.id,
      startDate: instantToLocal(slot.start, zone),
      endDate: instantToLocal(slot.end, zone),
      timezone: zone,
      location: context.location,
      ...extra,
    },
    bookable: slot.bookable,
    totalSpots: slot.total,
    openSpots: slot.open,
    bookingPolicyViolations: slot.v,
    locked: false,
    // Always answered by the platform (deprecated; false).
    isFromV2: false,
  };
  if (context.service.type === 'CLASS' && context.policy?.waitlistPolicy?.enabled) {
    value.waitingList = { totalSpots: context.policy.waitlistPolicy.capacity, openSpots: context.policy.waitlistPolicy.capacity };
  }
  return value;
}

type Spots = { start: number; end: number; open: number; total: number };

function slotOf(context: ServiceContext, zone: string, now: number, spots: Spots, extra: () => Record<string, unknown>): Slot {
  const v = violations(context, spots.start, now);
  const slot = { ...spots, v, bookable: spots.open > 0 && !violated(v) };
  return { ...slot, value: () => slotValue(context, zone, slot, extra()) };
}

/** Options of {@link serviceSlots}. */
export interface SlotOptions {
  /** Only these staff resources (the `resourceId` filter). */
  resourceIds?: string[];
  /**
   * How many candidates may still be computed (`left`, default and `max`:
   * {@link MAX_SLOT_CANDIDATES}); more is a 400 on `rangeField` naming `max`.
   */
  candidates?: { left: number; max: number };
  /** The field a refusal names (default `query.filter.endDate`). */
  rangeField?: string;
  /** Only the slots that start before this instant (default `to`): one day of a longer range. */
  startsBefore?: number;
}

/**
 * The availability slots of one service that start in `[from, startsBefore)` and end by `to`, in
 * `zone`, their spots read from `busy`.
 */
export function serviceSlots(
  context: ServiceContext,
  busy: Occupancy,
  from: number,
  to: number,
  zone: string,
  now: number,
  options: SlotOptions = {},
): Slot[] {
  const { resourceIds, rangeField = 'query.filter.endDate', startsBefore = to } = options;
  const cap = options.candidates ?? { left: MAX_SLOT_CANDIDATES, max: MAX_SLOT_CANDIDATES };
  const refuseOver = (count: number) => {
    if (count > cap.left) refuseTooMany(cap.max, rangeField, 'slot candidates to compute');
  };
  if (context.service.type === 'APPOINTMENT') {
    const candidates = appointmentCandidates(context, from, to, resourceIds, cap.left, startsBefore);
    refuseOver(candidates.length);
    return candidates.map((c) => {
      const open = busy.isFree(c.member.resourceId, c.start, c.end, context.buffer) ? 1 : 0;
      return slotOf(context, zone, now, { start: c.start, end: c.end, open, total: 1 }, () => ({ resource: resourceOf(c.member) }));
    });
  }
  if (context.service.type === 'CLASS' && context.schedule) {
    const sessions = occurrences(context.schedule, from, to, startsBefore);
    refuseOver(sessions.length);
    return sessions.flatMap((o) => {
      const member = o.staffId ? context.staff.find((s) => s.id === o.staffId) : undefined;
      if (resourceIds && !(member && resourceIds.includes(member.resourceId))) return [];
      const open = Math.max(0, context.capacity - busy.participants(o.eventId));
      const extra = () => ({ eventId: o.eventId, ...(member ? { resource: resourceOf(member) } : {}) });
      return [slotOf(context, zone, now, { start: o.start, end: o.end, open, total: context.capacity }, extra)];
    });
  }
  return [];
}

function matchesSlotFilter(slot: Pick<Slot, 'bookable' | 'open' | 'v'>, filter: Record<string, any>): boolean {
  if (typeof filter.bookable === 'boolean' && slot.bookable !== filter.bookable) return false;
  if (typeof filter.openSpots === 'number' && slot.open < filter.openSpots) return false;
  const wanted = isRecord(filter.bookingPolicyViolations) ? filter.bookingPolicyViolations : {};
  for (const flag of ['tooEarlyToBook', 'tooLateToBook', 'bookOnlineDisabled'] as const) {
    if (typeof wanted[flag] === 'boolean' && slot.v[flag] !== wanted[flag]) return false;
  }
  return true;
}

/** One day's slots: bookable first, then by start (descending when asked); `perDay` keeps the first N. */
function arrangeDay<T extends Pick<Slot, 'start' | 'bookable'>>(slots: T[], descending: boolean, perDay: number | undefined): T[] {
  const order = (a: T, b: T) => Number(b.bookable) - Number(a.bookable) || (descending ? b.start - a.start : a.start - b.start);
  const sorted = [...slots].sort(order);
  return perDay === undefined ? sorted : sorted.slice(0, perDay);
}

const list = (value: unknown): string[] | undefined =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(display) : [display(value)];

/** The stored bookings' occupancy of `[from, to)` for services with these buffers (minutes). */
function occupancyOf(state: RouteContext['state'], from: number, to: number, contexts: ServiceContext[]): Occupancy {
  const buffer = Math.max(0, ...contexts.map((c) => c.buffer));
  return buildOccupancy(Object.values(bookingsState(state).bookings), { from, to: to + buffer * MINUTE });
}

/**
 * `POST /availability-calendar/v1/availability/query`. No day limit: the range is walked a local day
 * at a time and the walk stops once the answer is full. The answer holds at most
 * `query.cursorPaging.limit` (or `query.paging.limit`) entries when one is sent; without one, more
 * than {@link MAX_AVAILABILITY_ENTRIES} entries (after the filter and `slotsPerDay`) is a 400 on
 * `query.filter.endDate`, as is computing more than {@link MAX_SLOT_CANDIDATES} candidates.
 */
export function queryAvailability({ input, state, clock }: RouteContext): unknown {
  const filter = isRecord(input.query?.filter) ? input.query.filter : {};
  const api = servicesApi(state);
  const serviceIds = list(filter.serviceId);
  const missing = [];
  if (!serviceIds?.length) missing.push({ field: 'query.filter.serviceId', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (filter.startDate === undefined)
    missing.push({ field: 'query.filter.startDate', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (filter.endDate === undefined)
    missing.push({ field: 'query.filter.endDate', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (missing.length) throw validationError(missing);
  const requested = typeof input.timezone === 'string' && input.timezone !== '' ? requireZone(input.timezone, 'timezone') : undefined;
  const zone = requested ?? api.timeZone();
  const [from, to] = readRange(filter.startDate, filter.endDate, requested, api.timeZone(), [
    'query.filter.startDate',
    'query.filter.endDate',
  ]);
  const perDay = readSlotsPerDay(input.slotsPerDay, 'slotsPerDay');
  const limit = readAnswerLimit(input.query, MAX_AVAILABILITY_ENTRIES);
  const now = clock.now().getTime();
  const contexts = serviceIds!.map((id) => {
    const context = serviceContext(api, id);
    if (!context) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { serviceId: id });
    if (context.service.type === 'COURSE') {
      throw validationError([
        { field: 'query.filter.serviceId', description: 'is a course: use getScheduleAvailability', ruleName: 'COURSE_NOT_SUPPORTED' },
      ]);
    }
    return context;
  });
  const descending =
    Array.isArray(input.query?.sort) && input.query.sort.some((s: any) => s?.fieldName === 'startDate' && s?.order === 'DESC');
  const resourceIds = list(filter.resourceId);
  const range = possibleRange(contexts, resourceIds, from, to);
  if (!range) return { availabilityEntries: [] };
  const busy = occupancyOf(state, range.from, range.to, contexts);
  // One budget of candidates for all the services asked for, and the whole walk.
  const candidates = { left: MAX_SLOT_CANDIDATES, max: MAX_SLOT_CANDIDATES };
  // With a limit the answer is cut to it; without one, more than the cap is refused (v1 has no paging).
  const refuse = () => refuseTooMany(MAX_AVAILABILITY_ENTRIES, 'query.filter.endDate', 'availability entries');
  const answer = collectAnswer<Slot>({
    max: limit ?? MAX_AVAILABILITY_ENTRIES,
    ...(limit === undefined ? { overflow: refuse } : {}),
    neverBookable: filter.bookable === false,
    bookableUntil: descending ? Number.POSITIVE_INFINITY : bookableUntil(contexts, now, 'any'),
  });
  for (const day of localDays(range.from, range.to, zone, descending)) {
    const slots = contexts.flatMap((context) => {
      const found = serviceSlots(context, busy, day.start, range.to, zone, now, { resourceIds, candidates, startsBefore: day.end });
      candidates.left -= found.length;
      return found;
    });
    answer.add(
      arrangeDay(
        slots.filter((slot) => matchesSlotFilter(slot, filter)),
        descending,
        perDay,
      ),
    );
    if (answer.full(day)) break;
  }
  return { availabilityEntries: answer.entries().map((slot) => slot.value()) };
}

/**
 * `GET /v2/availability/schedule/{id}`: a course's (or class's) schedule-level spots.
 */
export function getScheduleAvailability({ params, state, clock }: RouteContext): unknown {
  const api = servicesApi(state);
  const schedule = api.getSchedule(params.id!);
  const context = schedule ? serviceContext(api, schedule.serviceId) : undefined;
  if (!schedule || !context) throw notFound('Schedule not found', 'FAILED_RESOLVING_SCHEDULE', { scheduleId: params.id });
  const now = clock.now().getTime();
  const bounds = scheduleBounds(schedule, now);
  const first = bounds?.first.start ?? now;
  const last = bounds?.last.start ?? now;
  const next = bounds?.next?.start ?? last;
  const busy = buildOccupancy(Object.values(bookingsState(state).bookings), { from: now, to: now });
  const open = Math.max(0, context.capacity - busy.participants(schedule.id));
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

/** One service of a chain: where it starts and ends, and with whom. */
interface ChainPart {
  context: ServiceContext;
  start: number;
  end: number;
  member: ServiceContext['staff'][number];
}

/**
 * `POST /v1/availability/multislot`: chains of back-to-back appointment slots, cursor-paged (at
 * most 100 a page). No day limit: the range is walked a local day at a time until the page (and
 * one entry more, for `hasNext`) is known; computing more than {@link MAX_SLOT_CANDIDATES}
 * candidates is a 400 on `to`.
 */
export function calculateMultiSlotAvailability({ input, state, clock }: RouteContext): unknown {
  const cursor = typeof input.cursorPaging?.cursor === 'string' ? input.cursorPaging.cursor : undefined;
  let request: MultiSlotRequest = input;
  let offset = 0;
  if (cursor) {
    ({ request, offset } = decodeCursor<{ request: MultiSlotRequest; offset: number }>(cursor, {
      field: 'cursorPaging.cursor',
      description: 'is not a valid cursor',
      violatedRule: 'FORMAT',
    }));
  }
  const limit = readPageSize(input.cursorPaging?.limit, 'cursorPaging.limit', PAGE_SIZES.multiSlotAvailability);
  const problems = [];
  if (!request.location?.locationType)
    problems.push({ field: 'location.locationType', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (!Array.isArray(request.slots) || request.slots.length < 1 || request.slots.length > 6)
    problems.push({ field: 'slots', description: 'must hold 1-6 services', violatedRule: 'SIZE' });
  if (problems.length) throw validationError(problems);
  const api = servicesApi(state);
  const requested = request.timeZone ? requireZone(request.timeZone, 'timeZone') : undefined;
  const zone = requested ?? api.timeZone();
  const [from, to] = readRange(request.from, request.to, requested, api.timeZone(), ['from', 'to']);
  const perDay = readSlotsPerDay(request.slotsPerDay, 'slotsPerDay');
  const now = clock.now().getTime();
  const contexts = request.slots!.map((s, i) => {
    const context = typeof s?.serviceId === 'string' ? serviceContext(api, s.serviceId) : undefined;
    if (!context) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { index: i, serviceId: s?.serviceId ?? null });
    if (context.service.type !== 'APPOINTMENT')
      throw validationError([
        { field: `slots[${i}].serviceId`, description: 'must be an appointment service', ruleName: 'INVALID_SERVICE_TYPE' },
      ]);
    return context;
  });
  const filters = request.slots!.map((s) => s.resourcesFilter?.resourceIds);
  const empty = { slots: [], cursorPagingMetadata: { count: 0, cursors: {}, hasNext: false } };
  // A chain needs every service's staff: one without working hours gives none.
  if (contexts.some((context, i) => !possibleRange([context], filters[i], from, to))) return empty;
  const busy = occupancyOf(state, from, to, contexts);
  const chainMinutes = contexts.reduce((sum, context) => sum + context.duration, 0);
  const candidates = { left: MAX_SLOT_CANDIDATES, max: MAX_SLOT_CANDIDATES };
  type Chain = Pick<Slot, 'start' | 'bookable' | 'open' | 'v'> & { parts: ChainPart[] };
  // The page, and one chain more to know whether there is a next page.
  const answer = collectAnswer<Chain>({
    max: offset + limit + 1,
    neverBookable: request.bookable === false,
    bookableUntil: bookableUntil(contexts, now, 'all'),
  });
  for (const day of localDays(from, to, zone, false)) {
    const heads = appointmentCandidates(contexts[0]!, day.start, to, filters[0], candidates.left, day.end);
    if (heads.length > candidates.left) refuseTooMany(candidates.max, 'to', 'slot candidates to compute');
    candidates.left -= heads.length;
    // The working windows of the later services' staff that a chain starting this day can reach.
    const reach = Math.min(to, day.end + chainMinutes * MINUTE);
    const staffOf = contexts.map((context, i) =>
      i === 0
        ? []
        : staffIn(context, filters[i]).map((member) => ({ member, windows: workingWindows(member, day.start, reach, context.windows) })),
    );
    const chains: Chain[] = [];
    for (const head of heads) {
      const parts: ChainPart[] = [{ context: contexts[0]!, start: head.start, end: head.end, member: head.member }];
      for (let i = 1; i < contexts.length; i += 1) {
        const context = contexts[i]!;
        const start = parts.at(-1)!.end;
        const end = start + context.duration * MINUTE;
        if (end > to) break;
        const inside = staffOf[i]!.filter((s) => s.windows.some((w) => w.start <= start && end <= w.end)).map((s) => s.member);
        const member = inside.find((m) => busy.isFree(m.resourceId, start, end, context.buffer)) ?? inside[0];
        if (!member) break;
        parts.push({ context, start, end, member });
      }
      if (parts.length !== contexts.length) continue;
      const free = parts.every((n) => busy.isFree(n.member.resourceId, n.start, n.end, n.context.buffer));
      const each = parts.map((n) => violations(n.context, n.start, now));
      const v: Violations = {
        tooEarlyToBook: each.some((x) => x.tooEarlyToBook),
        tooLateToBook: each.some((x) => x.tooLateToBook),
        bookOnlineDisabled: each.some((x) => x.bookOnlineDisabled),
        validSubmissionRequired: false,
      };
      const chain = { start: head.start, bookable: free && !violated(v), open: free ? 1 : 0, v, parts };
      if (matchesSlotFilter(chain, request as Record<string, any>)) chains.push(chain);
    }
    answer.add(arrangeDay(chains, false, perDay));
    if (answer.full(day)) break;
  }
  const all = answer.entries();
  const page = all.slice(offset, offset + limit);
  const hasNext = all.length > offset + limit;
  const next = hasNext ? encodeCursor({ request: { ...request, cursorPaging: undefined }, offset: offset + limit }) : undefined;
  return {
    slots: page.map((chain) => chainValue(chain, zone)),
    cursorPagingMetadata: { count: page.length, cursors: next ? { next } : {}, hasNext },
  };
}

function chainValue(chain: { bookable: boolean; open: number; v: Violations; parts: ChainPart[] }, zone: string): Record<string, any> {
  const [head] = chain.parts;
  return {
    slot: {
      serviceId: head!.context.service.id,
      scheduleId: head!.context.service.schedule.id,
      startDate: instantToLocal(head!.start, zone),
      endDate: instantToLocal(chain.parts.at(-1)!.end, zone),
      timezone: zone,
      resource: resourceOf(head!.member),
      location: head!.context.location,
    },
    bookable: chain.bookable,
    totalSpots: 1,
    openSpots: chain.open,
    bookingPolicyViolations: chain.v,
    locked: false,
    isFromV2: false,
    nestedSlots: chain.parts.map((n) => ({
      serviceId: n.context.service.id,
      scheduleId: n.context.service.schedule.id,
      start: instantToLocal(n.start, zone),
      end: instantToLocal(n.end, zone),
      resource: resourceOf(n.member),
    })),
  };
}
