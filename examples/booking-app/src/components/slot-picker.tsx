import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SlotAvailability } from '@frontdesk/bookings';
import { useAvailability } from '@frontdesk/react/bookings';
import type { Service } from '@frontdesk/services';
import { LoadError, Loading } from '../../../shared-ui/src/index.js';
import { CLASS_DAYS_AHEAD, DAYS_PER_WEEK } from '../config.js';
import { addDays, dayLabel, daysBetween, timeLabel, today, zonedInstant } from '../format.js';

/*
 * Picking what to book: a day and a time for an appointment, a session for a class. Slots come from
 * `queryAvailability` in the customer's own time zone (its `timezone` option), so their local times
 * are the customer's wall-clock times.
 */

/** Availability is refetched more often than the catalogue: spots go fast. */
const AVAILABILITY_STALE_MS = 10_000;

/**
 * The start instant of an availability entry's slot (its local time read in its zone).
 *
 * @example
 * ```ts
 * timeLabel(slotStart(entry, zone), zone); // '10:00 AM'
 * ```
 */
export const slotStart = (entry: SlotAvailability, zone: string): Date =>
  zonedInstant(entry.slot?.startDate ?? '', entry.slot?.timezone ?? zone);
/**
 * The end instant of an availability entry's slot.
 *
 * @example
 * ```ts
 * whenLabel(slotStart(entry, zone), slotEnd(entry, zone), zone);
 * ```
 */
export const slotEnd = (entry: SlotAvailability, zone: string): Date =>
  zonedInstant(entry.slot?.endDate ?? '', entry.slot?.timezone ?? zone);

/**
 * Why a slot cannot be booked, in words.
 *
 * @example
 * ```ts
 * unavailableReason(entry, '14 days'); // 'Booking opens 14 days before'
 * ```
 */
export function unavailableReason(entry: SlotAvailability, earliest?: string): string {
  const v = entry.bookingPolicyViolations;
  if (v?.bookOnlineDisabled) return 'Not bookable online';
  if (v?.tooLateToBook) return 'Too late to book online';
  if (v?.tooEarlyToBook) return earliest ? `Booking opens ${earliest} before` : 'Booking is not open yet';
  if ((entry.openSpots ?? 0) <= 0) return 'Full';
  return 'Not available';
}

/**
 * The availability of `service` for the `days` days from `from` (`YYYY-MM-DD`), in `zone`.
 *
 * @example
 * ```ts
 * const week = useSlots(service, '2026-11-22', 7, 'Europe/London');
 * ```
 */
export function useSlots(service: Service, from: string, days: number, zone: string): ReturnType<typeof useAvailability> {
  return useAvailability(
    { filter: { serviceId: service.id!, startDate: `${from}T00:00:00`, endDate: `${addDays(from, days)}T00:00:00` } },
    { timezone: zone },
    { staleTime: AVAILABILITY_STALE_MS, placeholderData: keepPreviousData },
  );
}

/**
 * The open times of one day: entries grouped by start (a time is open when any staff member is
 * free then), earliest first.
 *
 * @example
 * ```ts
 * openTimes(data.availabilityEntries ?? [], '2026-11-24').length; // 6
 * ```
 */
export function openTimes(entries: SlotAvailability[], day: string): SlotAvailability[] {
  const byStart = new Map<string, SlotAvailability>();
  for (const entry of entries) {
    const start = entry.slot?.startDate ?? '';
    if (!start.startsWith(day) || !entry.bookable) continue;
    if (!byStart.has(start)) byStart.set(start, entry);
  }
  return [...byStart.values()].sort((a, b) => (a.slot!.startDate! < b.slot!.startDate! ? -1 : 1));
}

/** Why a day with slots has no open time. */
function closedDayText(entries: SlotAvailability[], day: string): string {
  const ofDay = entries.filter((e) => e.slot?.startDate?.startsWith(day));
  if (ofDay.length > 0 && ofDay.every((e) => e.bookingPolicyViolations?.tooEarlyToBook))
    return 'Booking for this day is not open yet. Please choose an earlier day.';
  if (ofDay.length > 0 && ofDay.every((e) => e.bookingPolicyViolations?.tooLateToBook))
    return 'It is too late to book this day online. Please choose a later day.';
  if (ofDay.length > 0) return 'Every time on this day is taken. Please choose another day.';
  return 'No open times on this day. Please choose another day.';
}

/**
 * The first day of the week of days shown around `day`: weeks run from today in 7-day steps.
 *
 * @example
 * ```ts
 * weekOf('2026-12-01', 'UTC'); // '2026-11-29' when today is 2026-11-22
 * ```
 */
export function weekOf(day: string, zone: string): string {
  const first = today(zone);
  const offset = Math.max(0, Math.floor(daysBetween(first, day) / DAYS_PER_WEEK));
  return addDays(first, offset * DAYS_PER_WEEK);
}

/** Props of {@link AppointmentPicker}. */
export interface AppointmentPickerProps {
  service: Service;
  zone: string;
  /** The selected day (`YYYY-MM-DD`, in `zone`). */
  day: string;
  /** The selected slot's local start (`2026-11-24T10:00:00`), if any. */
  time: string | undefined;
  onDay: (day: string) => void;
  onTime: (entry: SlotAvailability) => void;
}

/**
 * An appointment's day and time: a week of days (with how many times are open on each) and the
 * open times of the selected day.
 */
export function AppointmentPicker({ service, zone, day, time, onDay, onTime }: AppointmentPickerProps): ReactNode {
  const first = today(zone);
  const weekStart = weekOf(day, zone);
  const slots = useSlots(service, weekStart, DAYS_PER_WEEK, zone);
  const entries = slots.data?.availabilityEntries ?? [];
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(weekStart, i));
  const times = openTimes(entries, day);

  return (
    <div className="picker">
      <div className="week-nav">
        <button type="button" onClick={() => onDay(addDays(weekStart, -DAYS_PER_WEEK))} disabled={weekStart <= first}>
          ← Earlier days
        </button>
        <button type="button" onClick={() => onDay(addDays(weekStart, DAYS_PER_WEEK))}>
          Later days →
        </button>
      </div>
      {slots.isPending && <Loading label="Loading open times…" retrying={slots.failureCount > 0} />}
      {slots.isError && <LoadError error={slots.error} onRetry={() => void slots.refetch()} retrying={slots.isFetching} />}
      {slots.data && (
        <div aria-busy={slots.isFetching} className={slots.isPlaceholderData ? 'stale' : undefined}>
          <ul className="day-list" aria-label="Days">
            {days.map((d) => {
              const count = openTimes(entries, d).length;
              const [weekday, date] = dayLabel(d).split(', ');
              return (
                <li key={d}>
                  {/* A day without open times cannot be picked (unless it is the one shown). */}
                  <button
                    type="button"
                    className="day"
                    aria-pressed={d === day}
                    disabled={count === 0 && d !== day}
                    onClick={() => onDay(d)}
                  >
                    <span className="day-name">
                      <strong>{weekday},</strong> {date}
                    </span>
                    <span className="day-count">{count === 0 ? 'No times' : count === 1 ? '1 time' : `${count} times`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <h3 id="times-title">Open times on {dayLabel(day, true)}</h3>
          {times.length === 0 ? (
            <p className="empty">{closedDayText(entries, day)}</p>
          ) : (
            <ul className="time-list" aria-labelledby="times-title">
              {times.map((entry) => (
                <li key={entry.slot!.startDate}>
                  <button type="button" className="time" aria-pressed={entry.slot!.startDate === time} onClick={() => onTime(entry)}>
                    {timeLabel(slotStart(entry, zone), zone)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Props of {@link SessionPicker}. */
export interface SessionPickerProps {
  service: Service;
  zone: string;
  /** The selected session's event id, if any. */
  session: string | undefined;
  onSession: (entry: SlotAvailability) => void;
}

/** `14 days` from a booking window in minutes. */
const earliestText = (service: Service): string | undefined => {
  const early = service.bookingPolicy?.limitEarlyBookingPolicy;
  if (!early?.enabled || !early.earliestBookingInMinutes) return undefined;
  const m = early.earliestBookingInMinutes;
  return m % 1440 === 0 ? `${m / 1440} days` : m % 60 === 0 ? `${m / 60} hours` : `${m} minutes`;
};

/** A class's sessions of the next weeks: date, time, teacher, open spots, or why it cannot be booked. */
export function SessionPicker({ service, zone, session, onSession }: SessionPickerProps): ReactNode {
  const slots = useSlots(service, today(zone), CLASS_DAYS_AHEAD, zone);
  const entries = [...(slots.data?.availabilityEntries ?? [])].sort((a, b) => (a.slot!.startDate! < b.slot!.startDate! ? -1 : 1));
  const earliest = earliestText(service);

  if (slots.isPending) return <Loading label="Loading sessions…" retrying={slots.failureCount > 0} />;
  if (slots.isError && !slots.data)
    return <LoadError error={slots.error} onRetry={() => void slots.refetch()} retrying={slots.isFetching} />;
  if (entries.length === 0)
    return <p className="empty">There are no sessions in the next {CLASS_DAYS_AHEAD / 7} weeks. Please check back later.</p>;
  return (
    <ul className="session-list" aria-label="Sessions" aria-busy={slots.isFetching}>
      {entries.map((entry) => {
        const start = slotStart(entry, zone);
        const end = slotEnd(entry, zone);
        const open = entry.openSpots ?? 0;
        const day = dayLabel(today(zone, start));
        const label = `${day}, ${timeLabel(start, zone)} – ${timeLabel(end, zone)}`;
        return (
          <li key={entry.slot!.eventId ?? entry.slot!.startDate}>
            <button
              type="button"
              className="session"
              aria-pressed={entry.slot!.eventId === session}
              disabled={!entry.bookable}
              onClick={() => onSession(entry)}
            >
              <span className="session-when">{label}</span>
              <span className="session-meta">
                {entry.slot?.resource?.name && <>with {entry.slot.resource.name} · </>}
                {entry.bookable ? (open === 1 ? '1 spot left' : `${open} spots left`) : unavailableReason(entry, earliest)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
