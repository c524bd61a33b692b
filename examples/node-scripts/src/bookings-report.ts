/**
 * A daily report of one day's bookings (tomorrow by default), grouped by service and time, with
 * participant counts and statuses, as a text table or JSON.
 *
 *   npx tsx src/bookings-report.ts --date 2026-03-03 --tz America/New_York
 */
import { queryExtendedBookings, BookingStatus, type Booking } from '@frontdesk/bookings';
import { getService } from '@frontdesk/services';
import { isNotFoundError, type FrontdeskClient } from '@frontdesk/core';
import { enumList, flag, parseDay, parseTimeZone, str, type ScriptSpec } from './lib/args.js';
import { connectionOptions, ownerClient, resolveConnection } from './lib/client.js';
import { createProgress } from './lib/progress.js';
import { addDays, localDay, localTime, systemTimeZone, zonedInstant } from './lib/time.js';
import { runScript } from './lib/run.js';

const STATUSES = Object.values(BookingStatus);
// Canceled and declined bookings are listed but hold no spot, so their participants do not count.
const INACTIVE = new Set<string>(['CANCELED', 'DECLINED']);

const spec: ScriptSpec = {
  name: 'bookings-report',
  summary: "report one day's bookings (tomorrow by default) grouped by service and time.",
  options: {
    date: { type: 'string', valueName: 'YYYY-MM-DD', description: 'The day to report (default tomorrow in --tz).' },
    tz: {
      type: 'string',
      valueName: 'zone',
      description: "IANA time zone for the day's bounds and the times shown (default this machine's zone).",
    },
    status: {
      type: 'string',
      valueName: 'list',
      multiple: true,
      description: `Only bookings with these statuses: ${STATUSES.join(', ')} (default all).`,
    },
    json: { type: 'boolean', description: 'Print JSON instead of a text table.' },
    quiet: { type: 'boolean', short: 'q', description: 'No progress on stderr.' },
    ...connectionOptions,
  },
  examples: ['', '--date 2026-03-03 --tz America/New_York', '--status CONFIRMED,PENDING --json > tomorrow.json'],
  notes: [
    'Participants count the bookings that hold a spot (not CANCELED or DECLINED). A booking belongs to the',
    'day on which it starts in --tz.',
  ],
};

/** One row of the report: the bookings of one service at one start time. */
interface Group {
  serviceId: string;
  service: string;
  start: string;
  end: string;
  startDate: string;
  bookings: number;
  participants: number;
  statuses: Record<string, number>;
}

const serviceIdOf = (b: Booking) => b.bookedEntity?.slot?.serviceId ?? b.bookedEntity?.schedule?.serviceId ?? 'unknown';

/** Service names by id: the booking's title, or the service itself when a booking carries none. */
async function serviceName(client: FrontdeskClient, id: string, cache: Map<string, string>): Promise<string> {
  if (!cache.has(id)) {
    try {
      cache.set(id, (await getService(client, id)).name ?? id);
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
      cache.set(id, `(deleted service ${id})`);
    }
  }
  return cache.get(id)!;
}

function table(rows: string[][], rightAligned: number[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

runScript(spec, async ({ values, secrets }) => {
  const tz = parseTimeZone(str(values, 'tz') ?? systemTimeZone(), 'tz');
  const day = str(values, 'date') === undefined ? addDays(localDay(new Date(), tz), 1) : parseDay(str(values, 'date')!, 'date');
  const statuses = enumList(values, 'status', STATUSES);
  const json = flag(values, 'json');
  const connection = resolveConnection(values);
  secrets.push(connection.apiKey);
  const client = ownerClient(connection);

  // The reader wants UTC instants: the local day's bounds in --tz.
  const from = zonedInstant(day, '00:00', tz).toISOString();
  const to = zonedInstant(addDays(day, 1), '00:00', tz).toISOString();
  const filter: Record<string, unknown> = { startDate: { $gte: from, $lt: to } };
  if (statuses.length) filter.status = { $in: statuses };

  const progress = createProgress({ label: 'Reading bookings', silent: flag(values, 'quiet') });
  const page = await queryExtendedBookings(client, { filter, cursorPaging: { limit: 100 } });
  const groups = new Map<string, Group>();
  const names = new Map<string, string>();
  for await (const { booking } of page) {
    progress.tick();
    if (!booking?.startDate) continue;
    const serviceId = serviceIdOf(booking);
    if (booking.bookedEntity?.title && !names.has(serviceId)) names.set(serviceId, booking.bookedEntity.title);
    const start = localTime(booking.startDate, tz);
    const key = `${serviceId}|${booking.startDate.toISOString()}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        serviceId,
        service: '',
        start,
        end: booking.endDate ? localTime(booking.endDate, tz) : '',
        startDate: booking.startDate.toISOString(),
        bookings: 0,
        participants: 0,
        statuses: {},
      };
      groups.set(key, group);
    }
    const status = booking.status ?? 'UNKNOWN';
    group.bookings += 1;
    group.statuses[status] = (group.statuses[status] ?? 0) + 1;
    if (!INACTIVE.has(status)) group.participants += booking.totalParticipants ?? 1;
  }
  progress.done();
  for (const group of groups.values()) group.service = await serviceName(client, group.serviceId, names);

  const rows = [...groups.values()].sort((a, b) => a.service.localeCompare(b.service) || a.startDate.localeCompare(b.startDate));
  const totals = {
    bookings: rows.reduce((n, g) => n + g.bookings, 0),
    participants: rows.reduce((n, g) => n + g.participants, 0),
    statuses: rows.reduce<Record<string, number>>((acc, g) => {
      for (const [s, n] of Object.entries(g.statuses)) acc[s] = (acc[s] ?? 0) + n;
      return acc;
    }, {}),
  };

  if (json) {
    process.stdout.write(`${JSON.stringify({ date: day, timeZone: tz, from, to, groups: rows, totals }, null, 2)}\n`);
    return 0;
  }
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const lines = [`Bookings for ${weekday} ${day} (${tz})${statuses.length ? `, status ${statuses.join(', ')}` : ''}`, ''];
  if (rows.length === 0) lines.push('No bookings.');
  else {
    const statusText = (s: Record<string, number>) =>
      Object.entries(s)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
    let previous = '';
    const body = rows.map((g) => {
      const service = g.serviceId === previous ? '' : g.service;
      previous = g.serviceId;
      return [service, `${g.start}${g.end ? `-${g.end}` : ''}`, String(g.bookings), String(g.participants), statusText(g.statuses)];
    });
    lines.push(table([['Service', 'Time', 'Bookings', 'Participants', 'Statuses'], ...body], [2, 3]));
    lines.push(
      '',
      `Total: ${totals.bookings} booking${totals.bookings === 1 ? '' : 's'}, ${totals.participants} participant${totals.participants === 1 ? '' : 's'} (${statusText(totals.statuses)})`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
});
