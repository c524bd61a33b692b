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
  violated,
  violations,
  workingWindows,
  type ServiceContext,
  type Violations,
} from './engine.js';
import { MAX_AVAILABILITY_DAYS, MAX_AVAILABILITY_ENTRIES, MAX_SLOT_CANDIDATES, checkCount } from './limits.js';
import { buildOccupancy, type Occupancy } from './occupancy.js';
import { bookingsState } from './state.js';
import { MINUTE, checkRangeLength, instantToLocal, localDayOf, readDateTime, requireZone } from '../../util/zoned-time.js';
import { display, isRecord } from '../../util/values.js';

/*
 * Availability routes (wire.md rows 1-3, platform-rules section 4). A request is checked against
 * the limits first (range length, limits.ts), then computed in numbers: candidate slots, their
 * occupancy from an index of the window's bookings (occupancy.ts), policy flags, the filter and the
 * order. Only the entries that are answered are turned into local date-time strings.
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
  checkRangeLength(start, end, zone ?? site, MAX_AVAILABILITY_DAYS, fields);
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
   * How many appointment candidates may still be computed (`left`, default and `max`:
   * {@link MAX_SLOT_CANDIDATES}); more is a 400 on `rangeField` naming `max`.
   */
  candidates?: { left: number; max: number };
  /** The field a refusal names (default `query.filter.endDate`). */
  rangeField?: string;
}

/**
 * The availability slots of one service in `[from, to)`, in `zone`, their spots read from `busy`.
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
  const { resourceIds, rangeField = 'query.filter.endDate' } = options;
  const cap = options.candidates ?? { left: MAX_SLOT_CANDIDATES, max: MAX_SLOT_CANDIDATES };
  if (context.service.type === 'APPOINTMENT') {
    const candidates = appointmentCandidates(context, from, to, resourceIds, cap.left);
    if (candidates.length > cap.left) checkCount(Number.POSITIVE_INFINITY, cap.max, rangeField, 'slot candidates to compute');
    return candidates.map((c) => {
      const open = busy.isFree(c.member.resourceId, c.start, c.end, context.buffer) ? 1 : 0;
      return slotOf(context, zone, now, { start: c.start, end: c.end, open, total: 1 }, () => ({ resource: resourceOf(c.member) }));
    });
  }
  if (context.service.type === 'CLASS' && context.schedule) {
    return occurrences(context.schedule, from, to).flatMap((o) => {
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

/** Bookable first, then by start; `slotsPerDay` keeps the first N of each local day (in `zone`). */
function arrange<T extends Pick<Slot, 'start' | 'bookable'>>(
  slots: T[],
  descending: boolean,
  slotsPerDay: unknown,
  zone: string,
  from: number,
  to: number,
): T[] {
  const order = (a: T, b: T) => Number(b.bookable) - Number(a.bookable) || (descending ? b.start - a.start : a.start - b.start);
  let sorted = [...slots].sort(order);
  if (slotsPerDay !== undefined && slotsPerDay !== null) {
    const limit = Number(slotsPerDay);
    if (!Number.isInteger(limit) || limit < 1)
      throw validationError([{ field: 'slotsPerDay', description: 'must be a positive integer', violatedRule: 'MIN' }]);
    const dayOf = localDayOf(zone, from, to);
    const perDay = new Map<string, number>();
    sorted = sorted.filter((slot) => {
      const day = dayOf(slot.start);
      const n = perDay.get(day) ?? 0;
      perDay.set(day, n + 1);
      return n < limit;
    });
  }
  return sorted;
}

const list = (value: unknown): string[] | undefined =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(display) : [display(value)];

/** The stored bookings' occupancy of `[from, to)` for services with these buffers (minutes). */
function occupancyOf(state: RouteContext['state'], from: number, to: number, contexts: ServiceContext[]): Occupancy {
  const buffer = Math.max(0, ...contexts.map((c) => c.buffer));
  return buildOccupancy(Object.values(bookingsState(state).bookings), { from, to: to + buffer * MINUTE });
}

/**
 * `POST /availability-calendar/v1/availability/query`. The range may span at most
 * {@link MAX_AVAILABILITY_DAYS} days and the answer hold at most {@link MAX_AVAILABILITY_ENTRIES}
 * entries (400 on `query.filter.endDate` otherwise).
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
  const busy = occupancyOf(state, from, to, contexts);
  // One budget of candidates for all the services asked for.
  const candidates = { left: MAX_SLOT_CANDIDATES, max: MAX_SLOT_CANDIDATES };
  const slots = contexts.flatMap((context) => {
    const found = serviceSlots(context, busy, from, to, zone, now, { resourceIds: list(filter.resourceId), candidates });
    candidates.left -= found.length;
    return found;
  });
  const descending =
    Array.isArray(input.query?.sort) && input.query.sort.some((s: any) => s?.fieldName === 'startDate' && s?.order === 'DESC');
  const kept = arrange(
    slots.filter((slot) => matchesSlotFilter(slot, filter)),
    descending,
    input.slotsPerDay,
    zone,
    from,
    to,
  );
  checkCount(kept.length, MAX_AVAILABILITY_ENTRIES, 'query.filter.endDate', 'availability entries');
  return { availabilityEntries: kept.map((slot) => slot.value()) };
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
 * most 100 a page). The range may span at most {@link MAX_AVAILABILITY_DAYS} days.
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
  const busy = occupancyOf(state, from, to, contexts);
  // The working windows of the later services' staff, read once for the whole range.
  const staffOf = contexts.map((context, i) => {
    const wanted = request.slots![i]!.resourcesFilter?.resourceIds;
    const members = context.staff.filter((m) => !wanted || wanted.includes(m.resourceId));
    return members.map((member) => ({ member, windows: i === 0 ? [] : workingWindows(member, from, to) }));
  });
  const heads = appointmentCandidates(contexts[0]!, from, to, request.slots![0]!.resourcesFilter?.resourceIds, MAX_SLOT_CANDIDATES);
  checkCount(heads.length, MAX_SLOT_CANDIDATES, 'to', 'slot candidates to compute');
  type Chain = Pick<Slot, 'start' | 'bookable' | 'open' | 'v'> & { parts: ChainPart[] };
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
  const all = arrange(chains, false, request.slotsPerDay, zone, from, to);
  const page = all.slice(offset, offset + limit);
  const hasNext = offset + limit < all.length;
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
