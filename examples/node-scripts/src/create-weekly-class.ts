/**
 * Creates a CLASS service for a weekly class (days, time, duration, capacity, price, staff,
 * location) with its weekly sessions (one calendar MASTER event per weekday), and prints its id and
 * the first sessions as the platform's availability lists them.
 *
 *   npx tsx src/create-weekly-class.ts --name "Vinyasa Flow" --days TUE,THU --time 18:00 --price 20
 */
import { queryAvailability } from '@frontdesk/bookings';
import { randomUUID } from 'node:crypto';
import { createEvent, createService, deleteService, type DayOfWeek } from '@frontdesk/services';
import { flag, int, list, parseDay, parseTimeZone, required, str, UsageError, type OptionValues, type ScriptSpec } from './lib/args.js';
import { connectionOptions, ownerClient, resolveConnection } from './lib/client.js';
import { addDays, localDay, localTime, systemTimeZone, weekdayOf, zonedInstant } from './lib/time.js';
import { runScript } from './lib/run.js';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
type Weekday = (typeof WEEKDAYS)[number];
const DAY_NAMES: Record<Weekday, DayOfWeek> = {
  SUN: 'SUNDAY',
  MON: 'MONDAY',
  TUE: 'TUESDAY',
  WED: 'WEDNESDAY',
  THU: 'THURSDAY',
  FRI: 'FRIDAY',
  SAT: 'SATURDAY',
};

const spec: ScriptSpec = {
  name: 'create-weekly-class',
  summary: 'create a CLASS service with its weekly sessions and print its id and first sessions.',
  options: {
    name: { type: 'string', valueName: 'text', description: 'The class name (required, at most 400 characters).' },
    days: {
      type: 'string',
      valueName: 'list',
      multiple: true,
      description: 'Weekdays, comma-separated: MON,TUE,WED,THU,FRI,SAT,SUN (required; full names work too).',
    },
    time: { type: 'string', valueName: 'HH:mm', description: 'Start time on the wall clock of --tz, 24-hour (required).' },
    duration: { type: 'string', valueName: 'minutes', description: 'Session length in minutes, 5-1440 (default 60).' },
    capacity: { type: 'string', valueName: 'n', description: 'Participants per session, 1-1000 (default 10).' },
    price: {
      type: 'string',
      valueName: 'amount',
      description: 'Price per session, a decimal with at most 2 decimals; 0 for a free class (default 0).',
    },
    currency: { type: 'string', valueName: 'code', description: 'ISO-4217 currency of --price (default USD).' },
    staff: {
      type: 'string',
      valueName: 'id',
      description: "The resource id of the staff member who teaches it (the staff member's resourceId).",
    },
    location: { type: 'string', valueName: 'id', description: 'A business location id (the platform checks it exists).' },
    description: { type: 'string', valueName: 'text', description: 'A description for the service page.' },
    start: { type: 'string', valueName: 'YYYY-MM-DD', description: 'First day of the schedule (default tomorrow in --tz).' },
    end: { type: 'string', valueName: 'YYYY-MM-DD', description: 'Last day of the schedule (default: no end).' },
    tz: { type: 'string', valueName: 'zone', description: "IANA time zone of --time and the dates (default this machine's zone)." },
    sessions: { type: 'string', valueName: 'n', description: 'How many of the first sessions to print, 1-52 (default 5).' },
    'dry-run': { type: 'boolean', short: 'n', description: 'Validate and print the plan; create nothing.' },
    json: { type: 'boolean', description: 'Print the result as JSON.' },
    ...connectionOptions,
  },
  examples: [
    '--name "Vinyasa Flow" --days TUE,THU --time 18:00 --duration 60 --capacity 12 --price 20 --tz America/New_York',
    '--name "Morning Stretch" --days MON,WED,FRI --time 07:30 --start 2026-04-06 --end 2026-06-26 --dry-run',
  ],
  notes: [
    'The service is created with createService (type CLASS), then its weekly sessions with createEvent',
    '(Calendar Events API): one weekly MASTER event per weekday, in the schedule of the service, with the',
    'time, duration, capacity, staff resource and location. The sessions printed are read back from',
    'availability (queryAvailability).',
  ],
};

function parseWeekdays(values: OptionValues): Weekday[] {
  const days = list(values, 'days');
  if (days.length === 0) throw new UsageError('--days is required (for example --days TUE,THU)');
  const out = days.map((d) => {
    const short = d.slice(0, 3).toUpperCase() as Weekday;
    const full = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
    if (WEEKDAYS.includes(short) && (d.length === 3 || full.includes(d.toUpperCase()))) return short;
    throw new UsageError(`--days: "${d}" is not a weekday (MON, TUE, WED, THU, FRI, SAT, SUN)`);
  });
  return [...new Set(out)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
}

function parseTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
    throw new UsageError(`--time must be a 24-hour time as HH:mm, got "${value}"`);
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function parsePrice(value: string | undefined): string {
  if (value === undefined) return '0';
  const v = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v))
    throw new UsageError(`--price must be an amount such as 20 or 12.50 (at most 2 decimals), got "${value}"`);
  return v.replace(/^0+(?=\d)/, '');
}

function parseId(values: OptionValues, name: string): string | undefined {
  const v = str(values, name)?.trim();
  if (v === undefined) return undefined;
  if (!/^[\w-]{1,100}$/.test(v)) throw new UsageError(`--${name}: "${v}" is not an id`);
  return v;
}

/** The first `count` session days from `start` (inclusive) on the given weekdays, up to `end`. */
function sessionDays(start: string, end: string | undefined, days: Weekday[], count: number): string[] {
  const out: string[] = [];
  for (let day = start; out.length < count && (end === undefined || day <= end); day = addDays(day, 1)) {
    if (days.includes(WEEKDAYS[weekdayOf(day)]!)) out.push(day);
    if (day > addDays(start, 7 * 60)) break;
  }
  return out;
}

runScript(spec, async ({ values, secrets }) => {
  const name = required(values, 'name');
  if (name.length > 400) throw new UsageError('--name must have at most 400 characters');
  const days = parseWeekdays(values);
  const time = parseTime(required(values, 'time'));
  const duration = int(values, 'duration', { min: 5, max: 1440 }, 60);
  const capacity = int(values, 'capacity', { min: 1, max: 1000 }, 10);
  const price = parsePrice(str(values, 'price'));
  const currency = (str(values, 'currency') ?? 'USD').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new UsageError(`--currency must be a 3-letter ISO-4217 code, got "${str(values, 'currency')}"`);
  const staff = parseId(values, 'staff');
  const location = parseId(values, 'location');
  const tz = parseTimeZone(str(values, 'tz') ?? systemTimeZone(), 'tz');
  const start = str(values, 'start') === undefined ? addDays(localDay(new Date(), tz), 1) : parseDay(str(values, 'start')!, 'start');
  const end = str(values, 'end') === undefined ? undefined : parseDay(str(values, 'end')!, 'end');
  if (end !== undefined && end < start) throw new UsageError(`--end (${end}) is before --start (${start})`);
  const count = int(values, 'sessions', { min: 1, max: 52 }, 5);
  const description = str(values, 'description');
  const dryRun = flag(values, 'dry-run');
  const json = flag(values, 'json');
  const connection = resolveConnection(values);
  secrets.push(connection.apiKey);

  const planned = sessionDays(start, end, days, count).map((day) => {
    const startsAt = zonedInstant(day, time, tz);
    return {
      day,
      weekday: WEEKDAYS[weekdayOf(day)]!,
      start: startsAt.toISOString(),
      end: new Date(startsAt.getTime() + duration * 60_000).toISOString(),
    };
  });
  if (planned.length === 0) throw new UsageError(`no ${days.join('/')} falls between --start ${start} and --end ${end}`);
  const free = Number(price) === 0;
  const service = {
    type: 'CLASS' as const,
    name,
    ...(description ? { description } : {}),
    defaultCapacity: capacity,
    onlineBooking: { enabled: true },
    payment: free
      ? { rateType: 'NO_FEE' as const, options: { inPerson: true } }
      : { rateType: 'FIXED' as const, fixed: { price: { value: price, currency } }, options: { online: true, inPerson: true } },
    ...(location ? { locations: [{ type: 'BUSINESS' as const, business: { id: location } }] } : {}),
  };
  const schedule = {
    days,
    time,
    durationInMinutes: duration,
    timeZone: tz,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    ...(staff ? { staffResourceId: staff } : {}),
  };
  const localDateTime = (instant: Date) => `${localDay(instant, tz)}T${localTime(instant, tz)}:00`;
  // One weekly MASTER event per weekday (the platform takes one day per MASTER), from its first day.
  const masters = days.flatMap((weekday) => {
    const first = sessionDays(start, end, [weekday], 1)[0];
    if (first === undefined) return [];
    const startsAt = zonedInstant(first, time, tz);
    return [
      {
        title: name,
        start: { localDate: localDateTime(startsAt) },
        end: { localDate: localDateTime(new Date(startsAt.getTime() + duration * 60_000)) },
        timeZone: tz,
        recurrenceRule: {
          frequency: 'WEEKLY' as const,
          interval: 1,
          days: [DAY_NAMES[weekday]],
          ...(end ? { until: { localDate: `${end}T23:59:59` } } : {}),
        },
        totalCapacity: capacity,
        ...(staff ? { resources: [{ id: staff }] } : {}),
        ...(location ? { location: { type: 'BUSINESS' as const, id: location } } : {}),
      },
    ];
  });
  const endTime = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

  const print = (header: string[], result: Record<string, unknown>, sessions: string[]) => {
    if (json) {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const lines = [
      ...header,
      `Weekly: ${days.join(', ')} ${time}-${endTime(planned[0]!.end)} (${tz}), from ${start}${end ? ` to ${end}` : ''}; ${capacity} spots; ${free ? 'free' : `${price} ${currency}`}${staff ? `; staff ${staff}` : ''}${location ? `; location ${location}` : ''}`,
      ...sessions,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  };

  if (dryRun) {
    print(['Dry run: nothing was created.'], { dryRun: true, service, schedule, events: masters, sessions: planned }, [
      `First ${planned.length} session${planned.length === 1 ? '' : 's'} (${tz}):`,
      ...planned.map((s) => `  ${s.day} ${s.weekday} ${time}-${endTime(s.end)}`),
    ]);
    return 0;
  }

  const client = ownerClient(connection);
  const created = await createService(client, service);
  const scheduleId = created.schedule?.id;
  if (!created.id || !scheduleId) throw new Error('the platform returned the service without its id or schedule id');

  // The weekly sessions: one MASTER event per weekday in the service's schedule. The idempotency key
  // makes a retried create return the same event instead of adding a second series.
  // If the platform refuses one (an unknown staff resource, say), the service is deleted again (which
  // cancels the sessions already made) so a corrected run does not leave a half-made class behind.
  const events = [];
  try {
    for (const master of masters) {
      const event = await createEvent(client, { ...master, scheduleId }, { idempotencyKey: randomUUID() });
      events.push({
        id: event.id,
        weekday: master.recurrenceRule.days[0],
        start: event.start?.localDate,
        end: event.end?.localDate,
        timeZone: event.timeZone ?? tz,
      });
    }
  } catch (error) {
    const undone = await deleteService(client, created.id).then(
      () => true,
      () => false,
    );
    process.stderr.write(
      undone
        ? `The weekly sessions could not be created: service ${created.id} was deleted again.\n`
        : `The weekly sessions could not be created, and service ${created.id} could not be deleted: delete it in the dashboard.\n`,
    );
    throw error;
  }

  // Read the sessions back as customers see them: one query for the whole range (the platform sets
  // no day limit; the planned sessions, at most 60 weeks of them, fit in one answer).
  const last = addDays(planned.at(-1)!.day, 1);
  const { availabilityEntries = [] } = await queryAvailability(
    client,
    { filter: { serviceId: created.id, startDate: `${start}T00:00:00`, endDate: `${last}T00:00:00` } },
    { timezone: tz },
  );
  const platformSessions = availabilityEntries
    .map((e) => ({
      start: e.slot?.startDate ?? '',
      end: e.slot?.endDate ?? '',
      openSpots: e.openSpots,
      totalSpots: e.totalSpots,
      eventId: e.slot?.eventId,
      staff: e.slot?.resource?.id,
    }))
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, count);
  const hhmm = (local: string) => local.slice(11, 16);
  print(
    [
      `Created CLASS service "${created.name ?? name}"`,
      `Service id: ${created.id}`,
      `Schedule id: ${scheduleId}`,
      `Weekly events: ${events.map((e) => `${e.weekday} ${e.id}`).join(', ')}`,
    ],
    { serviceId: created.id, scheduleId, service: created, schedule, events, sessions: planned, platformSessions },
    [
      `First ${platformSessions.length} session${platformSessions.length === 1 ? '' : 's'} (${tz}), from availability:`,
      ...platformSessions.map(
        (s) =>
          `  ${s.start.slice(0, 10)} ${WEEKDAYS[weekdayOf(s.start.slice(0, 10))]} ${hhmm(s.start)}-${hhmm(s.end)} (${s.openSpots ?? '?'} open spots)`,
      ),
    ],
  );
  if (platformSessions.length < planned.length) {
    process.stderr.write(
      `Note: availability lists ${platformSessions.length} of the ${planned.length} planned sessions so far; the platform may still be adding them.\n`,
    );
  }
  return 0;
});
