import { Table } from './table.js';
import { Field } from './field.js';
import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { StatusLine, useStatus } from './status-line.js';
import type { EventTypeInfo, WebhookDelivery, WebhookSubscription } from './types.js';
import { useResource } from './use-resource.js';

const deliveryStatus = (delivery: WebhookDelivery & { ok?: boolean }): string =>
  typeof delivery.status === 'string' ? delivery.status : delivery.ok ? 'delivered' : 'failed';

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

/**
 * Webhooks: the registered endpoints (add, remove), each delivery with its status and response
 * (redeliver), and a test event of any type the emulator emits.
 */
export function WebhooksView() {
  const subscriptions = useResource<{ subscriptions: WebhookSubscription[] }>('/_emulator/webhooks/subscriptions');
  const deliveries = useResource<{ deliveries: WebhookDelivery[] }>('/_emulator/webhooks/deliveries');
  const eventTypes = useResource<{ eventTypes: EventTypeInfo[] }>('/_emulator/webhooks/event-types');
  const { status, run } = useStatus();
  const reloadAll = async () => {
    await Promise.all([subscriptions.reload(), deliveries.reload()]);
  };
  const rows = [...(deliveries.data?.deliveries ?? [])].reverse();

  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <h3>Endpoints</h3>
      {subscriptions.error ? <p className="error">{subscriptions.error}</p> : null}
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
      <h3>Deliveries</h3>
      <StatusLine status={status} />
      {deliveries.error ? <p className="error">{deliveries.error}</p> : null}
      <Table
        label="Deliveries"
        headings={['Time', 'Event', 'Endpoint', 'Status', 'Response', 'Action']}
        loaded={Boolean(deliveries.data)}
        empty="No deliveries yet."
      >
        {rows.map((delivery) => (
          <tr key={delivery.id}>
            <td>{delivery.time ?? delivery.deliveredAt}</td>
            <td>{delivery.eventType}</td>
            <td>
              <code>{delivery.url}</code>
            </td>
            <td>
              {deliveryStatus(delivery)}
              {delivery.attempts ? <div className="note">{delivery.attempts} attempt(s)</div> : null}
            </td>
            <td>
              {delivery.responseStatus ?? (typeof delivery.status === 'number' ? delivery.status : '')}
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
                    await api(`/_emulator/webhooks/deliveries/${encodeURIComponent(delivery.id)}/redeliver`, {
                      method: 'POST',
                      body: {},
                    });
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
    </section>
  );
}
