import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { Field } from './field.js';
import { JsonView } from './json-view.js';
import { PAGE_SIZE, Pager } from './pager.js';
import { StatusLine, useStatus } from './status-line.js';
import { Table } from './table.js';
import { useTimes } from './time.js';
import type { DeliveryRow, EventRow, EventTypeInfo, LogPage, WebhookSubscription } from './types.js';
import { useResource } from './use-resource.js';

function SubscribeForm({ onDone }: { onDone: () => Promise<void> }) {
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState('');
  const { status, run } = useStatus();
  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    const eventTypes = types
      .split(/[\s,]+/)
      .map((type) => type.trim())
      .filter(Boolean);
    const ok = await run(`Subscribed ${url}.`, async () => {
      await api('/_emulator/webhooks/subscriptions', { body: { url, ...(eventTypes.length ? { eventTypes } : {}) } });
      await onDone();
    });
    if (ok) setUrl('');
  };
  return (
    <form className="row" onSubmit={(event) => void subscribe(event)} aria-label="Add an endpoint">
      <Field label="Endpoint URL">
        {(id) => (
          <input
            id={id}
            type="url"
            required
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="http://localhost:3000/webhooks"
          />
        )}
      </Field>
      <Field label="Event types">
        {(id) => (
          <input id={id} value={types} onChange={(event) => setTypes(event.target.value)} placeholder="all (or a comma-separated list)" />
        )}
      </Field>
      <button type="submit">Subscribe</button>
      <StatusLine status={status} />
    </form>
  );
}

function TestEventForm({ eventTypes, onDone }: { eventTypes: EventTypeInfo[]; onDone: () => Promise<void> }) {
  const [eventType, setEventType] = useState('');
  const { status, run } = useStatus();
  const chosen = eventType || eventTypes[0]?.eventType || '';
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(`Sent a test ${chosen} event.`, async () => {
      await api('/_emulator/webhooks/test', { body: { eventType: chosen } });
      await onDone();
    });
  };
  return (
    <form className="row" onSubmit={send} aria-label="Send a test event">
      <Field label="Event type">
        {(id) => (
          <select id={id} value={chosen} onChange={(event) => setEventType(event.target.value)}>
            {eventTypes.map((type) => (
              <option key={type.eventType} value={type.eventType}>
                {type.eventType}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" disabled={!chosen}>
        Send a test event
      </button>
      <StatusLine status={status} />
    </form>
  );
}

/** A log page's query: `limit` rows from `offset`, and more. */
const pageQuery = (offset: number, extra: Record<string, string> = {}) =>
  new URLSearchParams({ offset: String(offset), limit: String(PAGE_SIZE), ...extra }).toString();

/** The decoded event of a delivery or of the events log, folded. */
function DecodedEvent({ event, label }: { event: unknown; label: string }) {
  return (
    <details>
      <summary>{label}</summary>
      <JsonView label="The event, decoded (the JWT's data claim, its data and identity parsed)" value={event} />
    </details>
  );
}

function Deliveries() {
  const times = useTimes();
  const [offset, setOffset] = useState(0);
  const deliveries = useResource<LogPage<DeliveryRow>>(`/_emulator/dashboard/deliveries?${pageQuery(offset)}`);
  const { status, run } = useStatus();
  const rows = deliveries.data?.items ?? [];
  return (
    <>
      <h3>Deliveries</h3>
      <StatusLine status={status} />
      {deliveries.error ? <p className="error">{deliveries.error}</p> : null}
      {deliveries.data ? <Pager offset={offset} total={deliveries.data.total} noun="deliveries" onOffset={setOffset} /> : null}
      <Table
        label="Deliveries"
        headings={['#', `Time (${times.zone})`, 'Event', 'Endpoint', 'Status', 'Response', 'Action']}
        loaded={Boolean(deliveries.data)}
        empty="No deliveries yet."
      >
        {rows.map((delivery) => (
          <tr key={delivery.id} className={delivery.status === 'failed' ? 'failed' : undefined}>
            <td>{delivery.seq}</td>
            <td>
              <time dateTime={delivery.time}>{times.dateTime(delivery.time, true)}</time>
              <div className="note" title="the machine's clock">
                real {times.clockTime(delivery.realTime)}
              </div>
            </td>
            <td>
              {delivery.eventType}
              {delivery.event ? <DecodedEvent event={delivery.event} label="Decoded event" /> : null}
            </td>
            <td>
              <code>{delivery.url}</code>
            </td>
            <td className="status-cell">
              {delivery.status}
              {delivery.attempts ? <div className="note">attempt {delivery.attempts}</div> : null}
            </td>
            <td>
              {delivery.responseStatus ?? ''}
              {delivery.error ? <div className="error">{delivery.error}</div> : null}
              {delivery.responseBody ? (
                <details>
                  <summary>Body</summary>
                  <pre>{delivery.responseBody}</pre>
                </details>
              ) : null}
            </td>
            <td>
              <button
                type="button"
                className="small"
                aria-label={`Redeliver ${delivery.eventType} to ${delivery.url}`}
                onClick={() =>
                  void run('Redelivered.', async () => {
                    await api(`/_emulator/webhooks/deliveries/${encodeURIComponent(delivery.id)}/redeliver`, { method: 'POST', body: {} });
                    await deliveries.reload();
                  })
                }
              >
                Redeliver
              </button>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function EventsLog() {
  const times = useTimes();
  const [offset, setOffset] = useState(0);
  const [eventType, setEventType] = useState('');
  const events = useResource<LogPage<EventRow>>(
    `/_emulator/dashboard/events?${pageQuery(offset, eventType.trim() ? { eventType: eventType.trim() } : {})}`,
  );
  return (
    <>
      <h3>Events</h3>
      <p className="note">Every event the emulator emitted, newest first, whether or not an endpoint receives it.</p>
      <form className="row" aria-label="Filter the events" onSubmit={(event) => event.preventDefault()}>
        <Field label="Event type contains">
          {(id) => (
            <input
              id={id}
              type="search"
              value={eventType}
              onChange={(event) => {
                setEventType(event.target.value);
                setOffset(0);
              }}
            />
          )}
        </Field>
      </form>
      {events.error ? <p className="error">{events.error}</p> : null}
      {events.data ? <Pager offset={offset} total={events.data.total} noun="events" onOffset={setOffset} /> : null}
      <Table
        label="Events"
        headings={['#', `Time (${times.zone})`, 'Event', 'Entity', 'Deliveries']}
        loaded={Boolean(events.data)}
        empty="No events yet."
      >
        {(events.data?.items ?? []).map((event) => (
          <tr key={event.id}>
            <td>{event.seq}</td>
            <td>
              <time dateTime={event.time}>{times.dateTime(event.time, true)}</time>
            </td>
            <td>
              {event.eventType}
              <DecodedEvent event={event.event} label="Decoded event" />
            </td>
            <td>
              <code>{event.entityId}</code>
            </td>
            <td>{event.deliveries === 0 ? 'none (no endpoint)' : event.deliveries}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/**
 * Webhooks: the registered endpoints (add, remove), the key that verifies signatures, each delivery
 * with its status, response and decoded event (redeliver), every emitted event (with or without an
 * endpoint), and a test event of any type the emulator emits. Both logs are paged.
 */
export function WebhooksView() {
  const subscriptions = useResource<{ subscriptions: WebhookSubscription[] }>('/_emulator/webhooks/subscriptions');
  const eventTypes = useResource<{ eventTypes: EventTypeInfo[] }>('/_emulator/webhooks/event-types');
  const { status, run } = useStatus();
  // The logs follow the change counter; the endpoints are read again at once.
  const reloadAll = () => subscriptions.reload();

  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="note">
        Deliveries are JWTs signed with RS256: verify them with <a href="/_emulator/webhooks/public-key">the emulator's public key (PEM)</a>
        .
      </p>
      <h3>Endpoints</h3>
      {subscriptions.error ? <p className="error">{subscriptions.error}</p> : null}
      <StatusLine status={status} />
      <ul aria-label="Endpoints">
        {(subscriptions.data?.subscriptions ?? []).map((subscription) => (
          <li key={subscription.id}>
            <code>{subscription.url}</code>{' '}
            <span className="note">{subscription.eventTypes?.length ? subscription.eventTypes.join(', ') : 'all events'}</span>
            <button
              type="button"
              className="small"
              aria-label={`Remove ${subscription.url}`}
              onClick={() =>
                void run(`Removed ${subscription.url}.`, async () => {
                  await api(`/_emulator/webhooks/subscriptions/${encodeURIComponent(subscription.id)}`, { method: 'DELETE' });
                  await reloadAll();
                })
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {subscriptions.data && subscriptions.data.subscriptions.length === 0 ? <p className="note">No endpoints yet.</p> : null}
      <SubscribeForm onDone={reloadAll} />
      <h3>Test event</h3>
      {eventTypes.error ? <p className="error">{eventTypes.error}</p> : null}
      <TestEventForm eventTypes={eventTypes.data?.eventTypes ?? []} onDone={reloadAll} />
      <Deliveries />
      <EventsLog />
    </section>
  );
}
