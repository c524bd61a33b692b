import { CLOCK_RANGE } from '../clock.js';
import { servicesApi } from '../domains/services/api.js';
import { invalidArgument } from '../errors.js';
import type { EmulatorState } from '../state/types.js';
import { instantToLocal, localDayOf, localToInstant } from '../util/zoned-time.js';
import { listEntities } from './data.js';
import type { OwnerCall } from './owner-dispatch.js';

const DAY_MS = 86_400_000;

/**
 * A column of the dashboard's calendar: a staff member or another resource bookings use.
 */
export interface CalendarColumn {
  /** The resource id bookings name (`bookedEntity.slot.resource.id`); `unassigned` for bookings without one. */
  id: string;
  name: string;
  kind: 'staff' | 'resource';
  /** A staff member's own id (not its resource id). */
  staffMemberId?: string;
}

/**
 * One booking in a calendar entry.
 */
export interface CalendarBooking {
  id: string;
  status: string;
  participants: number;
  /** The booking's contact name (else its email, else empty). */
  name: string;
  /** The contact's email, or empty. */
  email: string;
  /** The member who made the booking, when a member did. */
  memberId?: string;
}

/**
 * A slot on the calendar: the bookings of one service at one time in one column.
 */
export interface CalendarEntry {
  columnId: string;
  /** ISO date-times. */
  start: string;
  end: string;
  /** The local date (`YYYY-MM-DD`, in the calendar's time zone) the slot starts on. */
  day: string;
  serviceId: string;
  serviceName: string;
  /** `APPOINTMENT`, `CLASS` or `COURSE` (empty when the service is gone). */
  serviceType: string;
  /** The slot's capacity: the service's default capacity (1 when it has none). */
  capacity: number;
  /** Participants of its bookings that are neither canceled nor declined. */
  booked: number;
  /** Whether a slot for more than one participant has no room left (a one-to-one slot is never "full": a booking is all it takes). */
  full: boolean;
  /** Whether the slot ended before the emulator clock's now. */
  past: boolean;
  bookings: CalendarBooking[];
}

/**
 * One day of the calendar's range, in its time zone.
 */
export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The day's first and last instants (ISO), local midnight to local midnight (23 or 25 hours on a DST change). */
  start: string;
  end: string;
}

/**
 * `GET /_emulator/dashboard/calendar`: the bookings of a range of days, by column.
 */
export interface DashboardCalendar {
  from: string;
  to: string;
  /** The IANA zone the days (and their midnights) are in: the business's unless the call asked for another. */
  timeZone: string;
  /** The emulator clock's now (ISO). */
  now: string;
  days: CalendarDay[];
  columns: CalendarColumn[];
  entries: CalendarEntry[];
}

/**
 * What the calendar is asked for: `from` a date (`2026-03-02`) or an ISO date-time (its local day
 * in `timeZone`), `days` 1..14 (default 7), `timeZone` an IANA zone (default the business's).
 */
export interface CalendarQuery {
  from: string | null;
  days: string | null;
  timeZone: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// A local date `n` days after `date` (both `YYYY-MM-DD`).
function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T12:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

// The Monday of the week `date` is in.
function mondayOf(date: string): string {
  return addDays(date, -((new Date(`${date}T12:00:00.000Z`).getUTCDay() + 6) % 7));
}

const midnight = (date: string, zone: string): number => localToInstant(`${date}T00:00:00`, zone);

/**
 * The first day of the calendar's range: `from` as asked (400 unless a date or date-time from 1970
 * to 9999), else the Monday of the week of `anchor` (an instant), both local to `zone`.
 */
export function calendarStart(from: string | null, anchor: number, zone: string): string {
  if (from !== null && from.trim() !== '') {
    const text = from.trim();
    const ms = DATE.test(text) ? Date.parse(`${text}T12:00:00.000Z`) : Date.parse(text);
    // Years 1970 to 9999, as the clock: the range's end must still be a date.
    if (Number.isNaN(ms) || ms < CLOCK_RANGE.min + DAY_MS || ms > CLOCK_RANGE.max - 15 * DAY_MS)
      throw invalidArgument('from must be a date (YYYY-MM-DD) or an ISO-8601 date-time from 1970 to 9999', { from });
    return DATE.test(text) ? text : instantToLocal(ms, zone).slice(0, 10);
  }
  return mondayOf(instantToLocal(anchor, zone).slice(0, 10));
}

/** Reads `days`: 1..14, default 7 (400 otherwise). */
export function calendarDayCount(days: string | null): number {
  if (days === null || days.trim() === '') return 7;
  const count = Number(days);
  if (!Number.isInteger(count) || count < 1 || count > 14) throw invalidArgument('days must be an integer from 1 to 14', { days });
  return count;
}

/**
 * The instant the calendar opens on when no `from` is asked for: the start of the next booking that
 * has not ended (any status), else of the latest booking, else `now`.
 */
export function calendarAnchor(bookings: ReadonlyArray<{ start: number; end: number }>, now: number): number {
  let next: number | undefined;
  let latest: number | undefined;
  for (const { start, end } of bookings) {
    if (end > now && (next === undefined || start < next)) next = start;
    if (latest === undefined || start > latest) latest = start;
  }
  return next ?? latest ?? now;
}

type Entity = Record<string, any>;

// The site's staff members. The platform has no owner route that lists them, so they come from the
// services domain's read API.
function staffColumns(state: EmulatorState): CalendarColumn[] {
  return servicesApi(state)
    .staff()
    .map((member) => ({ id: member.resourceId, name: member.name ?? member.id, kind: 'staff' as const, staffMemberId: member.id }));
}

const UNASSIGNED: CalendarColumn = { id: 'unassigned', name: 'Unassigned', kind: 'resource' };

function contactName(booking: Entity): string {
  const contact = (booking.contactDetails ?? {}) as Entity;
  const full = [contact.firstName, contact.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return full || (typeof contact.email === 'string' ? contact.email : '');
}

const COUNTS_TOWARDS_CAPACITY = (status: string) => status !== 'CANCELED' && status !== 'DECLINED';

/**
 * The dashboard's calendar: every booking in the range of days (all statuses, as the owner's
 * booking query gives them) grouped by slot (same start, end, service and resource) into one entry
 * per column; the columns are the site's staff members and the other resources bookings use,
 * sorted by name. Without `from`, the range starts on the Monday of the week of the next booking
 * still to come (else the latest one, else now).
 */
export async function dashboardCalendar(
  asOwner: OwnerCall,
  state: EmulatorState,
  query: CalendarQuery,
  now: Date,
): Promise<DashboardCalendar> {
  const dayCount = calendarDayCount(query.days);
  const zone = query.timeZone;
  const [bookings, services] = await Promise.all([listEntities(asOwner, 'bookings'), listEntities(asOwner, 'services')]);
  const timed = (bookings as Entity[])
    .map((booking) => ({ booking, start: Date.parse(booking.startDate), end: Date.parse(booking.endDate) }))
    .filter(({ start, end }) => !Number.isNaN(start) && !Number.isNaN(end));
  const first = calendarStart(query.from, calendarAnchor(timed, now.getTime()), zone);
  const days: CalendarDay[] = Array.from({ length: dayCount }, (_, index) => {
    const date = addDays(first, index);
    return { date, start: new Date(midnight(date, zone)).toISOString(), end: new Date(midnight(addDays(date, 1), zone)).toISOString() };
  });
  const from = Date.parse(days[0]!.start);
  const to = Date.parse(days.at(-1)!.end);
  const dayOf = localDayOf(zone, from, to);
  const serviceById = new Map(services.map((service) => [String(service.id), service as Entity]));
  const columns = new Map(staffColumns(state).map((column) => [column.id, column]));
  const entries = new Map<string, CalendarEntry>();

  for (const { booking, start, end } of timed) {
    if (start >= to || end <= from) continue;
    const slot = (booking.bookedEntity?.slot ?? booking.bookedEntity?.schedule ?? {}) as Entity;
    const serviceId = String(slot.serviceId ?? '');
    const service = serviceById.get(serviceId);
    const resource = slot.resource as Entity | undefined;
    let column = UNASSIGNED;
    if (resource && typeof resource.id === 'string' && resource.id !== '') {
      column = columns.get(resource.id) ?? { id: resource.id, name: String(resource.name ?? resource.id), kind: 'resource' };
    }
    columns.set(column.id, column);
    const key = JSON.stringify([column.id, start, end, serviceId]);
    let entry = entries.get(key);
    if (!entry) {
      const capacity = Number(service?.defaultCapacity);
      entry = {
        columnId: column.id,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        day: dayOf(start),
        serviceId,
        serviceName: String(service?.name ?? booking.bookedEntity?.title ?? ''),
        serviceType: String(service?.type ?? ''),
        capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : 1,
        booked: 0,
        full: false,
        past: end <= now.getTime(),
        bookings: [],
      };
      entries.set(key, entry);
    }
    const participants = typeof booking.totalParticipants === 'number' ? booking.totalParticipants : 1;
    const status = String(booking.status ?? '');
    const email = typeof booking.contactDetails?.email === 'string' ? booking.contactDetails.email : '';
    const memberId = typeof booking.createdBy?.memberId === 'string' ? booking.createdBy.memberId : undefined;
    entry.bookings.push({
      id: String(booking.id),
      status,
      participants,
      name: contactName(booking),
      email,
      ...(memberId ? { memberId } : {}),
    });
    if (COUNTS_TOWARDS_CAPACITY(status)) entry.booked += participants;
    entry.full = entry.capacity > 1 && entry.booked >= entry.capacity;
  }

  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    timeZone: zone,
    now: now.toISOString(),
    days,
    columns: [...columns.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    entries: [...entries.values()].sort((a, b) => a.start.localeCompare(b.start) || a.columnId.localeCompare(b.columnId)),
  };
}
