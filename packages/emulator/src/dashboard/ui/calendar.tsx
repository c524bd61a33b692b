import { Fragment, type ReactElement, useCallback, useState } from 'react';
import { EntityActions } from './entity-actions.js';
import { useTimes } from './time.js';
import type { CalendarEntry, CalendarWeek, DataDetail } from './types.js';
import { useEscape } from './use-escape.js';
import { useNarrow } from './use-narrow.js';
import { useResource } from './use-resource.js';
import { routeHash } from './use-route.js';

const DAYS = 7;
const DAY_MS = 86_400_000;

const weekday = (day: string): string => new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en', { weekday: 'short', timeZone: 'UTC' });
const shiftDay = (day: string, n: number): string => new Date(Date.parse(`${day}T12:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

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
  const times = useTimes();
  const classes = ['entry', entry.full ? 'full' : '', entry.past ? 'past' : ''].filter(Boolean).join(' ');
  const span = `${times.time(entry.start)}–${times.time(entry.end)}`;
  return (
    <div className={classes}>
      <div>
        <strong>
          <time dateTime={entry.start}>{span}</time>
        </strong>{' '}
        {entry.serviceName}
        {columnName ? <span className="note"> · {columnName}</span> : null}
      </div>
      <div className="note">
        {entry.past ? 'past · ' : ''}
        {entry.capacity > 1 ? `${entry.booked}/${entry.capacity} booked${entry.full ? ' (full)' : ''}` : 'one-to-one'}
      </div>
      <ul aria-label={`Bookings at ${span}, ${entry.serviceName}`}>
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
            <span className={`booking-status status-${booking.status.toLowerCase()}`}>{booking.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The line that marks the emulator clock's now among a day's slots. */
function NowLine({ now, announce }: { now: string; announce: boolean }) {
  const times = useTimes();
  // Drawn in every row of today; named once (the first row), so a screen reader hears it once.
  return announce ? (
    <div className="now" role="note" aria-label="Now">
      Now {times.time(now)}
    </div>
  ) : (
    <div className="now" aria-hidden="true">
      Now {times.time(now)}
    </div>
  );
}

function BookingPanel({
  selected,
  close,
  reloadWeek,
}: {
  selected: NonNullable<Selected>;
  close: () => void;
  reloadWeek: () => Promise<void>;
}) {
  const detail = useResource<DataDetail>(`/_emulator/dashboard/data/bookings/${encodeURIComponent(selected.id)}`);
  return (
    <div className="panel">
      <h3>Booking of {selected.name || 'a guest'}</h3>
      {detail.data ? (
        <p>
          Status: <span className="badge">{String(detail.data.item.status ?? '')}</span>
        </p>
      ) : null}
      <div className="row">
        <a href={routeHash('data', 'bookings', selected.id)}>Open the booking</a>
        <button type="button" onClick={close}>
          Close (Esc)
        </button>
      </div>
      {detail.error ? <p className="error">{detail.error}</p> : null}
      {detail.data ? (
        <EntityActions
          key={selected.id}
          collection="bookings"
          id={selected.id}
          subject={`booking of ${selected.name}`}
          actions={detail.data.actions}
          onDone={() => {
            void detail.reload();
            void reloadWeek();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The bookings of a week per staff member and resource (`#/calendar/2026-03-02`), in the page's
 * time zone (the business's by default): each slot with its time, service, booked/capacity (a
 * group slot with no room is marked full; a one-to-one slot is never "full") and its bookings'
 * status; slots that ended are dimmed and a line marks the emulator clock's now. Without a date it
 * opens on the week of the next booking to come. A booking opens the actions its state allows. On
 * a narrow screen, a list per day.
 */
export function CalendarView({ parts }: { parts: string[] }) {
  const times = useTimes();
  const from = parts[0];
  const query = new URLSearchParams({ days: String(DAYS), timeZone: times.zone });
  if (from) query.set('from', from);
  const { data, error, reload } = useResource<CalendarWeek>(`/_emulator/dashboard/calendar?${query}`);
  const narrow = useNarrow();
  const [selected, setSelected] = useState<Selected>();
  const close = useCallback(() => setSelected(undefined), []);
  useEscape(close, selected !== undefined);

  const days = data?.days.map((day) => day.date) ?? [];
  const today = data ? times.day(data.now) : '';
  const names = new Map(data?.columns.map((column) => [column.id, column.name]));
  const entriesOn = (day: string, columnId?: string) =>
    (data?.entries ?? []).filter((entry) => entry.day === day && (columnId === undefined || entry.columnId === columnId));
  // A day's entries, with the now line before the first slot that has not ended (on today only).
  const withNow = (day: string, entries: CalendarEntry[], render: (entry: CalendarEntry) => ReactElement, announce = true) => {
    if (!data || day !== today) return entries.map(render);
    const at = entries.findIndex((entry) => !entry.past);
    const cut = at < 0 ? entries.length : at;
    return [
      ...entries.slice(0, cut).map(render),
      <NowLine key="now" now={data.now} announce={announce} />,
      ...entries.slice(cut).map(render),
    ];
  };

  return (
    <section aria-labelledby="calendar-title">
      <h2 id="calendar-title">Calendar</h2>
      <div className="row">
        <a className="button" href={data ? routeHash('calendar', shiftDay(days[0]!, -DAYS)) : '#/calendar'}>
          ← Previous week
        </a>
        <a className="button" href={data ? routeHash('calendar', shiftDay(days[0]!, DAYS)) : '#/calendar'}>
          Next week →
        </a>
        <a className="button" href={today ? routeHash('calendar', today) : '#/calendar'}>
          This week
        </a>
        <span role="status">
          {data ? `${days[0]} to ${days[days.length - 1]} (times in ${data.timeZone}); now ${times.dateTime(data.now)}` : ''}
        </span>
      </div>
      {error ? <p className="error">{error}</p> : null}
      {selected ? <BookingPanel selected={selected} close={close} reloadWeek={reload} /> : null}
      {data && data.columns.length === 0 ? <p className="note">No staff members or resources.</p> : null}
      {data && narrow ? (
        days.map((day) => {
          const entries = entriesOn(day);
          return (
            <section key={day} aria-label={`${weekday(day)} ${day}`}>
              <h3>
                {weekday(day)} {day}
                {day === today ? ' (today)' : ''}
              </h3>
              {entries.length === 0 && day !== today ? <p className="note">No bookings.</p> : null}
              {withNow(day, entries, (entry) => (
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
                  <th key={day} scope="col" className={day === today ? 'today' : undefined}>
                    {weekday(day)} {day.slice(5)}
                    {day === today ? ' (today)' : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.columns.map((column, row) => (
                <tr key={column.id}>
                  <th scope="row">
                    {column.name}
                    <div className="note">{column.kind}</div>
                  </th>
                  {days.map((day) => (
                    <td key={day} className={day === today ? 'today' : undefined}>
                      {withNow(
                        day,
                        entriesOn(day, column.id),
                        (entry) => (
                          <Fragment key={`${entry.start}/${entry.serviceId}`}>
                            <Entry entry={entry} selected={selected} select={setSelected} />
                          </Fragment>
                        ),
                        row === 0,
                      )}
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
