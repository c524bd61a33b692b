import { Table } from './table.js';
import type { OutboxMessage } from './types.js';
import { useResource } from './use-resource.js';

const isWebLink = (link: string): boolean => /^https?:\/\//i.test(link);

/**
 * The outbox: the emails and booking notifications the emulator "sent", newest first, with their
 * codes and links.
 */
export function OutboxView() {
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
      <Table label="Messages" headings={['Sent', 'To', 'Subject', 'Code', 'Link']} loaded={Boolean(data)} empty="No messages yet.">
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{message.sentAt}</td>
            <td>{message.to}</td>
            <td>
              {message.subject}
              <div className="note">{message.kind}</div>
            </td>
            <td>{message.code ? <code>{message.code}</code> : null}</td>
            <td>{message.link ? isWebLink(message.link) ? <a href={message.link}>{message.link}</a> : message.link : null}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
