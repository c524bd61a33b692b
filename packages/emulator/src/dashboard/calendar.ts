import { CLOCK_RANGE } from '../clock.js';
import { servicesApi } from '../domains/services/api.js';
import { invalidArgument } from '../errors.js';
import type { EmulatorState } from '../state/types.js';
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
}

/**
 * A slot on the calendar: the bookings of one service at one time in one column.
 */
export interface CalendarEntry {
  columnId: string;
  /** ISO date-times. */
  start: string;
  end: string;
  serviceId: string;
  serviceName: string;
  /** The slot's capacity: the service's default capacity (1 when it has none). */
  capacity: number;
  /** Participants of its bookings that are neither canceled nor declined. */
  booked: number;
  bookings: CalendarBooking[];
}

/**
 * `GET /_emulator/dashboard/calendar`: the bookings of a range by column.
 */
export interface DashboardCalendar {
  from: string;
  to: string;
  columns: CalendarColumn[];
  entries: CalendarEntry[];
}

/**
 * The calendar's range from its query values: `days` 1..14 (default 7), `from` an ISO date-time
 * (default: Monday 00:00 UTC of the week `now` is in). 400 for anything else.
 */
export function calendarRange(from: string | null, days: string | null, now: Date): { from: Date; to: Date } {
  let dayCount = 7;
  if (days !== null && days.trim() !== '') {
    dayCount = Number(days);
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > 14)
      throw invalidArgument('days must be an integer from 1 to 14', { days });
  }
  let start: number;
  if (from !== null && from.trim() !== '') {
    start = Date.parse(from);
    // Years 1970 to 9999, as the clock: the range's end must still be a date.
    if (Number.isNaN(start) || start < CLOCK_RANGE.min || start > CLOCK_RANGE.max - 14 * DAY_MS)
      throw invalidArgument('from must be an ISO-8601 date-time from 1970 to 9999', { from });
  } else {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    start = midnight - sinceMonday * DAY_MS;
  }
  return { from: new Date(start), to: new Date(start + dayCount * DAY_MS) };
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
 * The dashboard's calendar: every booking in the range (all statuses, as the owner's booking query
 * gives them) grouped by slot (same start, end, service and resource) into one entry per column;
 * the columns are the site's staff members and the other resources bookings use, sorted by name.
 */
export async function dashboardCalendar(
  asOwner: OwnerCall,
  state: EmulatorState,
  range: { from: Date; to: Date },
): Promise<DashboardCalendar> {
  const [bookings, services] = await Promise.all([listEntities(asOwner, 'bookings'), listEntities(asOwner, 'services')]);
  const serviceById = new Map(services.map((service) => [String(service.id), service as Entity]));
  const columns = new Map(staffColumns(state).map((column) => [column.id, column]));
  const entries = new Map<string, CalendarEntry>();
  const from = range.from.getTime();
  const to = range.to.getTime();

  for (const booking of bookings as Entity[]) {
    const start = Date.parse(booking.startDate);
    const end = Date.parse(booking.endDate);
    if (Number.isNaN(start) || Number.isNaN(end) || start >= to || end <= from) continue;
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
        serviceId,
        serviceName: String(service?.name ?? booking.bookedEntity?.title ?? ''),
        capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : 1,
        booked: 0,
        bookings: [],
      };
      entries.set(key, entry);
    }
    const participants = typeof booking.totalParticipants === 'number' ? booking.totalParticipants : 1;
    const status = String(booking.status ?? '');
    entry.bookings.push({ id: String(booking.id), status, participants, name: contactName(booking) });
    if (COUNTS_TOWARDS_CAPACITY(status)) entry.booked += participants;
  }

  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    columns: [...columns.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    entries: [...entries.values()].sort((a, b) => a.start.localeCompare(b.start) || a.columnId.localeCompare(b.columnId)),
  };
}
