import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/*
 * Times as the page shows them: in the business's time zone by default (the zone of its services,
 * availability and booking emails), or in UTC; the choice is kept for the browser. Every time on
 * the page goes through these formats, and the zone is named next to it.
 */

const CHOICE_KEY = 'frontdesk-emulator-times';

/** Which zone the page shows times in. */
export type ZoneChoice = 'business' | 'utc';

function storedChoice(): ZoneChoice {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'utc' ? 'utc' : 'business';
  } catch {
    return 'business';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, found);
  }
  return found;
}

const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

// Plain spaces, whatever the ICU version puts before AM/PM.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** How the page writes times in one zone. */
export interface TimeFormat {
  /** The IANA zone (`America/New_York`, `UTC`). */
  zone: string;
  /** `2026-03-03 09:00` (`seconds`: `2026-03-03 09:00:05`). */
  dateTime(iso: string, seconds?: boolean): string;
  /** `09:00:05.123`, for logs. */
  clockTime(iso: string): string;
  /** The local date, `2026-03-03`. */
  day(iso: string): string;
  /** `9:00 AM`, as the booking emails write it. */
  time(iso: string): string;
  /** `Tuesday, March 3, 2026 at 9:00 AM`, as the booking emails write it. */
  long(iso: string): string;
}

/**
 * The formats of a zone (cached: safe to call for each of thousands of rows).
 */
export function timeFormat(zone: string): TimeFormat {
  const parts = (iso: string): Record<string, string> | undefined => {
    const out: Record<string, string> = {};
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) return undefined;
    for (const part of format(zone, PARTS).formatToParts(ms)) out[part.type] = part.value;
    out.ms = String(ms);
    return out;
  };
  return {
    zone,
    dateTime(iso, seconds = false) {
      const p = parts(iso);
      if (!p) return iso;
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;
    },
    clockTime(iso) {
      const p = parts(iso);
      return p ? `${p.hour}:${p.minute}:${p.second}.${String(Number(p.ms) % 1000).padStart(3, '0')}` : iso;
    },
    day(iso) {
      const p = parts(iso);
      return p ? `${p.year}-${p.month}-${p.day}` : iso.slice(0, 10);
    },
    time(iso) {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : plain(format(zone, { hour: 'numeric', minute: '2-digit' }).format(ms));
    },
    long(iso) {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? iso : plain(format(zone, { dateStyle: 'full', timeStyle: 'short' }).format(ms));
    },
  };
}

/** The page's time settings: the business's zone, the choice, and the formats of the chosen zone. */
export interface Times extends TimeFormat {
  business: string;
  choice: ZoneChoice;
  choose(choice: ZoneChoice): void;
}

const TimesContext = createContext<Times>({ ...timeFormat('UTC'), business: 'UTC', choice: 'utc', choose: () => undefined });

/**
 * Gives the page its times: `business` is the business's zone (from the summary).
 */
export function TimesProvider({ business, children }: { business: string; children: ReactNode }) {
  const [choice, setChoice] = useState<ZoneChoice>(storedChoice);
  const value = useMemo<Times>(() => {
    const zone = choice === 'utc' ? 'UTC' : business;
    return {
      ...timeFormat(zone),
      business,
      choice,
      choose: (next) => {
        setChoice(next);
        try {
          localStorage.setItem(CHOICE_KEY, next);
        } catch {
          // Storage refused: the choice lasts until the page is reloaded.
        }
      },
    };
  }, [business, choice]);
  return <TimesContext.Provider value={value}>{children}</TimesContext.Provider>;
}

/**
 * The page's times (see {@link Times}).
 */
export function useTimes(): Times {
  return useContext(TimesContext);
}

/**
 * A time in the page's zone (`<time>` with the ISO value; its title says the zone and the UTC time).
 */
export function Time({ iso, as = 'dateTime' }: { iso: string; as?: 'dateTime' | 'long' | 'time' | 'seconds' }) {
  const times = useTimes();
  const text = as === 'long' ? times.long(iso) : as === 'time' ? times.time(iso) : times.dateTime(iso, as === 'seconds');
  return (
    <time dateTime={iso} title={`${times.zone}; ${iso} UTC`}>
      {text}
    </time>
  );
}

/**
 * The switch between the business's zone and UTC, naming both.
 */
export function ZoneSwitch() {
  const { business, choice, choose } = useTimes();
  return (
    <fieldset className="zones">
      <legend>Times in</legend>
      <label>
        <input type="radio" name="zone" checked={choice === 'business'} onChange={() => choose('business')} /> {business} (business)
      </label>
      {business !== 'UTC' ? (
        <label>
          <input type="radio" name="zone" checked={choice === 'utc'} onChange={() => choose('utc')} /> UTC
        </label>
      ) : null}
    </fieldset>
  );
}

/**
 * A column heading with the zone its times are in: `Start` over `America/New_York`.
 */
export function zoned(label: string, zone: string): string {
  return `${label} (${zone})`;
}
