import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { field } from './columns.js';
import { Field } from './field.js';
import { MemberPicker } from './member-picker.js';
import { StatusLine, useStatus } from './status-line.js';
import { useSummary } from './summary.js';
import { timeFormat, useTimes } from './time.js';
import type { DashboardSlot, DataDetail, DataPage } from './types.js';
import { useResource } from './use-resource.js';
import { navigate, routeHash } from './use-route.js';

const DAYS = 7;

/** A slot as a choice reads it, in the page's zone: `Tue, Mar 3, 9:00 AM–9:30 AM · Alex (1 of 1 open)`. */
function slotText(slot: DashboardSlot, zone: string): string {
  const times = timeFormat(zone);
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone }).format(
    Date.parse(slot.start),
  );
  const span = slot.end ? `${times.time(slot.start)}–${times.time(slot.end)}` : times.time(slot.start);
  return `${day}, ${span}${slot.resourceName ? ` · ${slot.resourceName}` : ''} (${slot.openSpots} of ${slot.totalSpots} open)`;
}

/**
 * The form that books a slot for a customer (`#/data/bookings/new/<memberId>`): a service, a week
 * of its slots (`GET /_emulator/dashboard/slots`, times in the page's zone), a member (booked as if
 * they booked in an app) or a guest's contact, participants, and whether the customer is emailed
 * (`POST /_emulator/dashboard/bookings`).
 */
export function NewBooking({ memberId }: { memberId: string | undefined }) {
  const times = useTimes();
  const summary = useSummary();
  const services = useResource<DataPage>('/_emulator/dashboard/data/services?limit=500');
  const [serviceId, setServiceId] = useState('');
  const [from, setFrom] = useState('');
  const [slotIndex, setSlotIndex] = useState(-1);
  const [who, setWho] = useState<'member' | 'guest'>(memberId ? 'member' : 'member');
  const [member, setMember] = useState(memberId ?? '');
  const [guest, setGuest] = useState({ firstName: '', lastName: '', email: '' });
  const [participants, setParticipants] = useState(1);
  const [notify, setNotify] = useState(true);
  const { status, run } = useStatus();
  const service = serviceId || String(services.data?.items[0]?.id ?? '');
  const today = summary.data ? timeFormat(times.business).day(summary.data.clock.now) : '';
  const start = from || today;
  const slots = useResource<{ timeZone: string; slots: DashboardSlot[] }>(
    service && start ? `/_emulator/dashboard/slots?${new URLSearchParams({ serviceId: service, from: start, days: String(DAYS) })}` : null,
  );
  const bookable = (slots.data?.slots ?? []).filter((slot) => slot.bookable && slot.openSpots > 0);
  const slot = bookable[slotIndex];
  const book = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    void run('Booked.', async () => {
      const customer = who === 'member' ? { memberId: member } : { contact: guest };
      const detail = await api<DataDetail>('/_emulator/dashboard/bookings', {
        body: { bookedEntity: slot.bookedEntity, ...customer, participants, notify },
      });
      navigate('data', 'bookings', String(detail.item.id));
    });
  };
  return (
    <form className="panel form" aria-labelledby="new-booking-title" onSubmit={book}>
      <h3 id="new-booking-title">New booking</h3>
      <Field label="Service">
        {(id) => (
          <select
            id={id}
            value={service}
            onChange={(event) => {
              setServiceId(event.target.value);
              setSlotIndex(-1);
            }}
          >
            {(services.data?.items ?? []).map((item) => (
              <option key={String(item.id)} value={String(item.id)}>
                {field(item, 'name')} ({field(item, 'type').toLowerCase()})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={`Week from (${times.business})`}>
        {(id) => (
          <input
            id={id}
            type="date"
            value={start}
            onChange={(event) => {
              setFrom(event.target.value);
              setSlotIndex(-1);
            }}
          />
        )}
      </Field>
      <fieldset>
        <legend>Slot (times in {times.zone})</legend>
        {slots.error ? <p className="error">{slots.error}</p> : null}
        {slots.data && bookable.length === 0 ? <p className="note">No open slots that week.</p> : null}
        <div className="slots">
          {bookable.map((item, index) => (
            <label key={`${item.start}/${item.resourceName}`}>
              <input type="radio" name="slot" checked={index === slotIndex} onChange={() => setSlotIndex(index)} />{' '}
              {slotText(item, times.zone)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Customer</legend>
        <label>
          <input type="radio" name="who" checked={who === 'member'} onChange={() => setWho('member')} /> A member
        </label>{' '}
        <label>
          <input type="radio" name="who" checked={who === 'guest'} onChange={() => setWho('guest')} /> A guest
        </label>
        {who === 'member' ? (
          <MemberPicker value={member} onChange={setMember} />
        ) : (
          <div className="row">
            {(['firstName', 'lastName', 'email'] as const).map((key) => (
              <Field key={key} label={{ firstName: 'First name', lastName: 'Last name', email: 'Email' }[key]}>
                {(id) => (
                  <input
                    id={id}
                    type={key === 'email' ? 'email' : 'text'}
                    required={key === 'email'}
                    value={guest[key]}
                    onChange={(event) => setGuest((old) => ({ ...old, [key]: event.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
        )}
      </fieldset>
      <Field label="Participants">
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            value={participants}
            onChange={(event) => setParticipants(Math.max(1, Number(event.target.value) || 1))}
          />
        )}
      </Field>
      <span className="field">
        <input id="new-booking-notify" type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
        <label htmlFor="new-booking-notify">Email the customer</label>
      </span>
      <div className="row">
        <button type="submit" disabled={!slot || (who === 'member' && !member)}>
          Book
        </button>
        <a className="button" href={routeHash('data', 'bookings')}>
          Close
        </a>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
