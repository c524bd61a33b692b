import { useCallback, useState } from 'react';
import { EntityActions } from './entity-actions.js';
import type { CalendarEntry, CalendarWeek } from './types.js';
import { useEscape } from './use-escape.js';
import { useNarrow } from './use-narrow.js';
import { useResource } from './use-resource.js';
import { routeHash } from './use-route.js';

const DAY_MS = 86_400_000;
const DAYS = 7;

const dayKey = (iso: string): string => iso.slice(0, 10);
const timeOf = (iso: string): string => iso.slice(11, 16);
const weekday = (day: string): string => new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en', { weekday: 'short', timeZone: 'UTC' });

function daysFrom(from: string): string[] {
  const start = Date.parse(from);
  return Array.from({ length: DAYS }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

type Selected = { id: string; name: string } | undefined;

function Entry({
  entry,
  columnName,
  selected,
  select,
}: {
  entry: CalendarEntry;
  columnName?: string;
  selected: Selected;
  select: (s: Selected) => void;
}) {
  const full = entry.booked >= entry.capacity;
  return (
    <div className={full ? 'entry full' : 'entry'}>
      <div>
        <strong>
          {timeOf(entry.start)}–{timeOf(entry.end)}
        </strong>{' '}
        {entry.serviceName}
        {columnName ? <span className="note"> · {columnName}</span> : null}
      </div>
      <div className="note">
        {entry.booked}/{entry.capacity} booked{full ? ' (full)' : ''}
      </div>
      <ul aria-label={`Bookings at ${timeOf(entry.start)}, ${entry.serviceName}`}>
        {entry.bookings.map((booking) => (
          <li key={booking.id}>
            <button
              type="button"
              className="small"
              aria-expanded={selected?.id === booking.id}
              onClick={() => select(selected?.id === booking.id ? undefined : { id: booking.id, name: booking.name })}
            >
              {booking.name || 'Booking'} ({booking.participants})
            </button>{' '}
            <span className="booking-status">{booking.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The bookings of a week per staff member and resource (`#/calendar/2026-03-02`): each slot with
 * its time, service, booked/capacity and its bookings' status; a booking opens its owner actions.
 * On a narrow screen, a list per day.
 */
export function CalendarView({ parts }: { parts: string[] }) {
  const from = parts[0];
  const query = new URLSearchParams({ days: String(DAYS) });
  if (from) query.set('from', new Date(`${from}T00:00:00.000Z`).toISOString());
  const { data, error, reload } = useResource<CalendarWeek>(`/_emulator/dashboard/calendar?${query}`);
  const narrow = useNarrow();
  const [selected, setSelected] = useState<Selected>();
  const close = useCallback(() => setSelected(undefined), []);
  useEscape(close, selected !== undefined);

  const days = data ? daysFrom(data.from) : [];
  const week = (offset: number) => (data ? new Date(Date.parse(data.from) + offset * DAY_MS).toISOString().slice(0, 10) : '');
  const names = new Map(data?.columns.map((column) => [column.id, column.name]));
  const entriesOn = (day: string, columnId?: string) =>
    (data?.entries ?? [])
      .filter((entry) => dayKey(entry.start) === day && (columnId === undefined || entry.columnId === columnId))
      .sort((a, b) => a.start.localeCompare(b.start));

  return (
    <section aria-labelledby="calendar-title">
      <h2 id="calendar-title">Calendar</h2>
      <div className="row">
        <a className="button" href={data ? routeHash('calendar', week(-DAYS)) : '#/calendar'}>
          ← Previous week
        </a>
        <a className="button" href={data ? routeHash('calendar', week(DAYS)) : '#/calendar'}>
          Next week →
        </a>
        <span role="status">{data ? `${days[0]} to ${days[DAYS - 1]} (times in UTC)` : ''}</span>
      </div>
      {error ? <p className="error">{error}</p> : null}
      {selected ? (
        <div className="panel">
          <h3>Booking of {selected.name || 'a guest'}</h3>
          <div className="row">
            <a href={routeHash('data', 'bookings', selected.id)}>Open the booking</a>
            <button type="button" onClick={close}>
              Close (Esc)
            </button>
          </div>
          <EntityActions
            key={selected.id}
            collection="bookings"
            id={selected.id}
            subject={`booking of ${selected.name}`}
            onDone={() => void reload()}
          />
        </div>
      ) : null}
      {data && data.columns.length === 0 ? <p className="note">No staff members or resources.</p> : null}
      {data && narrow ? (
        days.map((day) => {
          const entries = entriesOn(day);
          return (
            <section key={day} aria-label={`${weekday(day)} ${day}`}>
              <h3>
                {weekday(day)} {day}
              </h3>
              {entries.length === 0 ? <p className="note">No bookings.</p> : null}
              {entries.map((entry) => (
                <Entry
                  key={`${entry.columnId}/${entry.start}/${entry.serviceId}`}
                  entry={entry}
                  columnName={names.get(entry.columnId)}
                  selected={selected}
                  select={setSelected}
                />
              ))}
            </section>
          );
        })
      ) : data ? (
        <div className="table">
          <table className="calendar" aria-label="Bookings of the week">
            <thead>
              <tr>
                <th scope="col">Staff or resource</th>
                {days.map((day) => (
                  <th key={day} scope="col">
                    {weekday(day)} {day.slice(5)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.columns.map((column) => (
                <tr key={column.id}>
                  <th scope="row">
                    {column.name}
                    <div className="note">{column.kind}</div>
                  </th>
                  {days.map((day) => (
                    <td key={day}>
                      {entriesOn(day, column.id).map((entry) => (
                        <Entry key={`${entry.start}/${entry.serviceId}`} entry={entry} selected={selected} select={setSelected} />
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
