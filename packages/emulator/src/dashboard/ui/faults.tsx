import { Table } from './table.js';
import { Field } from './field.js';
import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { StatusLine, useStatus } from './status-line.js';
import type { FaultRule } from './types.js';
import { useResource } from './use-resource.js';

type Kind = 'error' | 'rate-limit' | 'latency' | 'drop';

interface FaultForm {
  path: string;
  regex: boolean;
  method: string;
  kind: Kind;
  status: string;
  retryAfter: string;
  delayMs: string;
  times: string;
}

const EMPTY: FaultForm = { path: '', regex: true, method: '', kind: 'error', status: '503', retryAfter: '5', delayMs: '2000', times: '' };

/**
 * The JSON `POST /_emulator/faults` takes for a form's values (see `parseFaultSpec`).
 */
export function faultSpec(form: FaultForm): Record<string, unknown> {
  const spec: Record<string, unknown> = { path: form.regex ? { regex: form.path } : form.path };
  if (form.method) spec.method = form.method;
  if (form.kind === 'error') spec.status = Number(form.status);
  if (form.kind === 'rate-limit') {
    spec.status = 429;
    spec.headers = { 'retry-after': form.retryAfter };
  }
  if (form.kind === 'latency') spec.delayMs = Number(form.delayMs);
  if (form.kind === 'drop') spec.drop = true;
  spec.times = form.times.trim() ? Number(form.times) : null;
  return spec;
}

const describePath = (path: FaultRule['path']): string => (typeof path === 'string' ? path : `/${path.regex}/${path.flags ?? ''}`);

function describeRule(rule: FaultRule): string {
  const parts: string[] = [];
  if (rule.kind && rule.kind !== String(rule.status)) parts.push(rule.kind);
  if (rule.status) parts.push(`status ${rule.status}`);
  const retryAfter = rule.retryAfter ?? rule.headers?.['retry-after'];
  if (retryAfter !== undefined) parts.push(`Retry-After ${retryAfter}`);
  if (rule.delayMs) parts.push(`${rule.delayMs} ms late`);
  if (rule.drop) parts.push('connection dropped');
  return parts.join(', ') || 'fault';
}

/**
 * Faults: the fault-injection rules (an error status, 429 with Retry-After, latency or a dropped
 * connection, on a path or path pattern), added and removed from the page.
 */
export function FaultsView() {
  const faults = useResource<{ faults: FaultRule[] }>('/_emulator/faults');
  const [form, setForm] = useState<FaultForm>(EMPTY);
  const { status, run } = useStatus();
  const set = <K extends keyof FaultForm>(key: K, value: FaultForm[K]) => setForm((old) => ({ ...old, [key]: value }));

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(`Added a fault on ${form.path}.`, async () => {
      await api('/_emulator/faults', { body: faultSpec(form) });
      await faults.reload();
    });
  };
  const rules = faults.data?.faults ?? [];

  return (
    <section aria-labelledby="faults-title">
      <h2 id="faults-title">Faults</h2>
      <p className="note">
        Rules that make matching requests fail, wait or drop, until removed or used up. A path is matched exactly, or as a regular
        expression.
      </p>
      {faults.error ? <p className="error">{faults.error}</p> : null}
      <Table
        label="Fault rules"
        headings={['Method', 'Path', 'Fault', 'Left', 'Action']}
        loaded={Boolean(faults.data)}
        empty="No fault rules."
      >
        {rules.map((rule) => (
          <tr key={rule.id}>
            <td>{rule.method ?? 'any'}</td>
            <td>
              <code>{describePath(rule.path)}</code>
            </td>
            <td>{describeRule(rule)}</td>
            <td>{rule.remaining ?? 'until removed'}</td>
            <td>
              <button
                type="button"
                className="small"
                aria-label={`Remove the fault on ${describePath(rule.path)}`}
                onClick={() =>
                  void run('Removed the fault.', async () => {
                    await api(`/_emulator/faults/${encodeURIComponent(rule.id)}`, { method: 'DELETE' });
                    await faults.reload();
                  })
                }
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </Table>
      <h3>Add a rule</h3>
      <form className="row" onSubmit={add} aria-label="Add a fault rule">
        <Field label="Path">
          {(id) => (
            <input
              id={id}
              required
              value={form.path}
              onChange={(event) => set('path', event.target.value)}
              placeholder="^/pricing-plans/"
            />
          )}
        </Field>
        <Field label="Regular expression">
          {(id) => <input id={id} type="checkbox" checked={form.regex} onChange={(event) => set('regex', event.target.checked)} />}
        </Field>
        <Field label="Method">
          {(id) => (
            <select id={id} value={form.method} onChange={(event) => set('method', event.target.value)}>
              <option value="">any</option>
              {['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((method) => (
                <option key={method}>{method}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fault">
          {(id) => (
            <select id={id} value={form.kind} onChange={(event) => set('kind', event.target.value as Kind)}>
              <option value="error">Error status</option>
              <option value="rate-limit">429 Too Many Requests</option>
              <option value="latency">Latency</option>
              <option value="drop">Dropped connection</option>
            </select>
          )}
        </Field>
        {form.kind === 'error' ? (
          <Field label="Status">
            {(id) => (
              <input
                id={id}
                type="number"
                min={400}
                max={599}
                required
                value={form.status}
                onChange={(event) => set('status', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {form.kind === 'rate-limit' ? (
          <Field label="Retry-After (seconds)">
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                required
                value={form.retryAfter}
                onChange={(event) => set('retryAfter', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {form.kind === 'latency' ? (
          <Field label="Delay (ms)">
            {(id) => (
              <input id={id} type="number" min={0} required value={form.delayMs} onChange={(event) => set('delayMs', event.target.value)} />
            )}
          </Field>
        ) : null}
        <Field label="Times">
          {(id) => (
            <input
              id={id}
              type="number"
              min={1}
              value={form.times}
              onChange={(event) => set('times', event.target.value)}
              placeholder="until removed"
            />
          )}
        </Field>
        <button type="submit">Add the rule</button>
      </form>
      <StatusLine status={status} />
    </section>
  );
}
