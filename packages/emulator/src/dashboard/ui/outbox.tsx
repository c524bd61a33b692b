import { useState } from 'react';
import { Pager, pageOf } from './pager.js';
import { Table } from './table.js';
import { useTimes } from './time.js';
import type { OutboxMessage } from './types.js';
import { useResource } from './use-resource.js';
import { routeHash } from './use-route.js';

const isWebLink = (link: string): boolean => /^https?:\/\//i.test(link);

/**
 * The outbox: the emails and booking notifications the emulator "sent", newest first and paged,
 * each with its text (as the customer reads it), code and link, and its booking when it is about one.
 */
export function OutboxView() {
  const times = useTimes();
  const [offset, setOffset] = useState(0);
  const { data, error } = useResource<{ messages: OutboxMessage[] }>('/_emulator/outbox');
  const messages = [...(data?.messages ?? [])].reverse();
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outbox</h2>
      <p className="note">
        The emails and booking notifications the emulator "sent", newest first (also on <a href="/_emulator/outbox/page">their own page</a>
        ).
      </p>
      {error ? <p className="error">{error}</p> : null}
      {data ? <Pager offset={offset} total={messages.length} noun="messages" onOffset={setOffset} /> : null}
      <Table
        label="Messages"
        headings={[`Sent (${times.zone})`, 'To', 'Subject', 'Message']}
        loaded={Boolean(data)}
        empty="No messages yet."
      >
        {pageOf(messages, offset).map((message) => (
          <tr key={message.id}>
            <td>
              <time dateTime={message.sentAt}>{times.dateTime(message.sentAt)}</time>
            </td>
            <td>{message.to}</td>
            <td>
              {message.subject}
              <div className="note">{message.kind}</div>
              {message.bookingId ? <a href={routeHash('data', 'bookings', message.bookingId)}>The booking</a> : null}
            </td>
            <td>
              {message.code ? (
                <p>
                  Code: <code>{message.code}</code>
                </p>
              ) : null}
              {message.link ? <p>{isWebLink(message.link) ? <a href={message.link}>{message.link}</a> : message.link}</p> : null}
              {message.text ? <pre className="message-text">{message.text}</pre> : null}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
