/**
 * Creates a CLASS service for a weekly class (days, time, duration, capacity, price, staff,
 * location) and prints its id and first sessions.
 *
 *   npx tsx src/create-weekly-class.ts --name "Vinyasa Flow" --days TUE,THU --time 18:00 --price 20
 */
import { queryAvailability } from '@frontdesk/bookings';
import { createService } from '@frontdesk/services';
import { flag, int, list, parseDay, parseTimeZone, required, str, UsageError, type OptionValues, type ScriptSpec } from './lib/args.js';
import { connectionOptions, ownerClient, resolveConnection } from './lib/client.js';
import { addDays, localDay, systemTimeZone, weekdayOf, zonedInstant } from './lib/time.js';
import { runScript } from './lib/run.js';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
type Weekday = (typeof WEEKDAYS)[number];

const spec: ScriptSpec = {
  name: 'create-weekly-class',
  summary: 'create a CLASS service with a weekly schedule and print its id and first sessions.',
  options: {
    name: { type: 'string', valueName: 'text', description: 'The class name (required, at most 400 characters).' },
    days: { type: 'string', valueName: 'list', multiple: true, description: 'Weekdays, comma-separated: MON,TUE,WED,THU,FRI,SAT,SUN (required; full names work too).' },
    time: { type: 'string', valueName: 'HH:mm', description: 'Start time on the wall clock of --tz, 24-hour (required).' },
    duration: { type: 'string', valueName: 'minutes', description: 'Session length in minutes, 5-1440 (default 60).' },
    capacity: { type: 'string', valueName: 'n', description: 'Participants per session, 1-1000 (default 10).' },
    price: { type: 'string', valueName: 'amount', description: 'Price per session, a decimal with at most 2 decimals; 0 for a free class (default 0).' },
    currency: { type: 'string', valueName: 'code', description: 'ISO-4217 currency of --price (default USD).' },
    staff: { type: 'string', valueName: 'id', description: 'The staff member id who teaches it.' },
    location: { type: 'string', valueName: 'id', description: 'A business location id (the platform checks it exists).' },
    description: { type: 'string', valueName: 'text', description: 'A description for the service page.' },
    start: { type: 'string', valueName: 'YYYY-MM-DD', description: 'First day of the schedule (default tomorrow in --tz).' },
    end: { type: 'string', valueName: 'YYYY-MM-DD', description: 'Last day of the schedule (default: no end).' },
    tz: { type: 'string', valueName: 'zone', description: 'IANA time zone of --time and the dates (default this machine\'s zone).' },
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
    'The service is created with createService (type CLASS). Its weekly sessions are calendar events on',
    "the platform (the Calendar Events API), which the Frontdesk SDK does not cover: the script prints the",
    'planned sessions and checks availability to show whether the platform already has them. See',
    'docs/node-scripts.md for how to add them.',
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
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new UsageError(`--time must be a 24-hour time as HH:mm, got "${value}"`);
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function parsePrice(value: string | undefined): string {
  if (value === undefined) return '0';
  const v = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) throw new UsageError(`--price must be an amount such as 20 or 12.50 (at most 2 decimals), got "${value}"`);
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
    return { day, weekday: WEEKDAYS[weekdayOf(day)]!, start: startsAt.toISOString(), end: new Date(startsAt.getTime() + duration * 60_000).toISOString() };
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
  const schedule = { days, time, durationInMinutes: duration, timeZone: tz, startDate: start, ...(end ? { endDate: end } : {}), ...(staff ? { staffMemberId: staff } : {}) };
  const endTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

  const print = (header: string[], result: Record<string, unknown>, onPlatform?: string[]) => {
    if (json) {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const lines = [
      ...header,
      `Weekly: ${days.join(', ')} ${time}-${endTime(planned[0]!.end)} (${tz}), from ${start}${end ? ` to ${end}` : ''}; ${capacity} spots; ${free ? 'free' : `${price} ${currency}`}${staff ? `; staff ${staff}` : ''}${location ? `; location ${location}` : ''}`,
      `First ${planned.length} session${planned.length === 1 ? '' : 's'} (${tz}):`,
      ...planned.map((s) => `  ${s.day} ${s.weekday} ${time}-${endTime(s.end)}`),
      ...(onPlatform ?? []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  };

  if (dryRun) {
    print(['Dry run: nothing was created.'], { dryRun: true, service, schedule, sessions: planned });
    return 0;
  }

  const client = ownerClient(connection);
  const created = await createService(client, service);
  const scheduleId = created.schedule?.id;

  // Does the platform already have sessions for it (it will not, until the calendar events exist)?
  const { availabilityEntries = [] } = await queryAvailability(
    client,
    { filter: { serviceId: created.id!, startDate: `${start}T00:00:00`, endDate: `${addDays(planned.at(-1)!.day, 1)}T00:00:00` } },
    { timezone: tz },
  );
  const platformSessions = availabilityEntries.map((e) => ({ start: e.slot?.startDate, end: e.slot?.endDate, openSpots: e.openSpots, eventId: e.slot?.eventId }));
  print(
    [`Created CLASS service "${created.name ?? name}"`, `Service id: ${created.id}`, ...(scheduleId ? [`Schedule id: ${scheduleId}`] : [])],
    { serviceId: created.id, scheduleId, service: created, schedule, sessions: planned, platformSessions },
    platformSessions.length ? ['On the platform:', ...platformSessions.map((s) => `  ${s.start} (${s.openSpots ?? '?'} open spots)`)] : [],
  );
  if (platformSessions.length === 0) {
    process.stderr.write(
      'Note: the platform has no sessions for this class yet. Weekly sessions are calendar events (the\n' +
        "platform's Calendar Events API), which the Frontdesk SDK does not cover: add them in the dashboard's\n" +
        'booking calendar (or with that API) using the schedule id and the times above.\n',
    );
  }
  return 0;
});
