import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Field } from './field.js';
import { JsonView } from './json-view.js';
import { PAGE_SIZE, Pager } from './pager.js';
import { Table } from './table.js';
import { useTimes } from './time.js';
import type { RequestPage, RequestRecord } from './types.js';
import { useEscape } from './use-escape.js';
import { useResource } from './use-resource.js';
import { navigate, routeHash } from './use-route.js';

const FILTERS = {
  method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  status: ['2xx', '3xx', '4xx', '5xx'],
  role: ['visitor', 'member', 'owner', 'anonymous'],
} as const;

const FILTER_LABELS = { method: 'Method', status: 'Status', role: 'Caller' } as const;

type Filter = { method: string; status: string; q: string; role: string };

const statusText = (status: number): string => (status === 0 ? 'dropped' : String(status));
// A row's class: 4xx and 5xx (and dropped) rows are set apart.
const statusClass = (status: number): string | undefined =>
  status === 0 || status >= 500 ? 'failed server' : status >= 400 ? 'failed client' : undefined;

/** What an injected fault did, as the log marks it. */
function FaultMark({ fault }: { fault: NonNullable<RequestRecord['fault']> }) {
  return (
    <span className="badge fault" title={`fault rule ${fault.id}`}>
      injected {fault.kind}
    </span>
  );
}
const CUT_NOTE = '(cut: only the first 8 KiB are kept)';

function RequestDetail({ id }: { id: string }) {
  const { data, error } = useResource<{ request: RequestRecord }>(`/_emulator/dashboard/requests/${encodeURIComponent(id)}`);
  const close = useCallback(() => navigate('requests'), []);
  useEscape(close);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const request = data?.request;
  const times = useTimes();
  return (
    <section className="panel" aria-labelledby="request-title">
      <h3 id="request-title" tabIndex={-1} ref={heading}>
        {request ? `${request.method} ${request.path} → ${statusText(request.status)}` : 'Request'}
      </h3>
      <div className="row">
        <a className="button" href={routeHash('requests')}>
          Close (Esc)
        </a>
      </div>
      {error ? <p className="error">{error}</p> : null}
      {request ? (
        <>
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              {statusText(request.status)} {request.fault ? <FaultMark fault={request.fault} /> : null}
            </dd>
            {request.fault ? (
              <>
                <dt>Fault</dt>
                <dd>
                  Injected by the fault rule <code>{request.fault.id}</code> ({request.fault.kind}
                  {request.fault.status ? `, answered ${request.fault.status}` : ''}), not by the platform's rules.{' '}
                  <a href={routeHash('faults')}>The fault rules</a>
                </dd>
              </>
            ) : null}
            <dt>Caller</dt>
            <dd>{request.role}</dd>
            <dt>Time ({times.zone})</dt>
            <dd>
              <time dateTime={request.time}>{times.dateTime(request.time, true)}</time> (#{request.seq}, real time{' '}
              {times.clockTime(request.realTime)}, {request.durationMs} ms)
            </dd>
            <dt>Request id (x-wix-request-id)</dt>
            <dd>
              <code>{request.id}</code>
            </dd>
          </dl>
          <JsonView label="Request body" value={request.requestBody} note={request.requestBodyTruncated ? CUT_NOTE : undefined} />
          <JsonView label="Response body" value={request.responseBody} note={request.responseBodyTruncated ? CUT_NOTE : undefined} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The last requests the emulator answered, filterable by method, status class, path and caller
 * (`#/requests`), and a request's bodies (`#/requests/<id>`).
 */
export function RequestsView({ parts }: { parts: string[] }) {
  const selected = parts[0];
  const times = useTimes();
  const [filter, setFilter] = useState<Filter>({ method: '', status: '', q: '', role: '' });
  const [offset, setOffset] = useState(0);
  const deferred = useDeferredValue(filter);
  const query = new URLSearchParams(Object.entries(deferred).filter(([, value]) => value.trim() !== '')).toString();
  const { data, error } = useResource<RequestPage>(
    `/_emulator/dashboard/requests?${query ? `${query}&` : ''}offset=${offset}&limit=${PAGE_SIZE}`,
  );
  const set = (key: keyof Filter) => (event: { target: { value: string } }) => {
    setFilter((old) => ({ ...old, [key]: event.target.value }));
    setOffset(0);
  };
  const requests = data?.requests ?? [];

  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <p className="note">
        The last 500 requests, newest first (the dashboard's own are left out; a reset clears them). Tokens, passwords, codes and keys are
        redacted when recorded.
      </p>
      <form className="row" aria-label="Filter the requests" onSubmit={(event) => event.preventDefault()}>
        {(['method', 'status', 'role'] as const).map((key) => (
          <Field key={key} label={FILTER_LABELS[key]}>
            {(id) => (
              <select id={id} value={filter[key]} onChange={set(key)}>
                <option value="">any</option>
                {FILTERS[key].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <Field label="Path or request id">
          {(id) => <input id={id} type="search" value={filter.q} onChange={set('q')} placeholder="text in the path, or a request id" />}
        </Field>
      </form>
      {error ? <p className="error">{error}</p> : null}
      {selected ? <RequestDetail key={selected} id={selected} /> : null}
      {data ? <Pager offset={offset} total={data.total} noun="requests" onOffset={setOffset} /> : null}
      <Table
        label="Requests"
        headings={['Status', 'Method', 'Path', `Time (${times.zone})`, '#', 'ms', 'Caller']}
        loaded={Boolean(data)}
        empty={<>No requests recorded{query ? ' match the filter' : ' yet'}.</>}
      >
        {requests.map((request) => (
          <tr
            key={request.id}
            className={[statusClass(request.status), request.id === selected ? 'selected' : ''].filter(Boolean).join(' ') || undefined}
          >
            <td className="status-cell">
              {statusText(request.status)} {request.fault ? <FaultMark fault={request.fault} /> : null}
            </td>
            <td>{request.method}</td>
            <td>
              <a href={routeHash('requests', request.id)}>
                <code>{request.path}</code>
              </a>
            </td>
            <td>
              <time dateTime={request.time}>{times.clockTime(request.time)}</time>
            </td>
            <td>{request.seq}</td>
            <td>{request.durationMs}</td>
            <td>{request.role}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
