import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { field } from './columns.js';
import { Field } from './field.js';
import { MemberPicker } from './member-picker.js';
import { StatusLine, useStatus } from './status-line.js';
import type { DataDetail, DataPage } from './types.js';
import { useResource } from './use-resource.js';
import { navigate, routeHash } from './use-route.js';

/**
 * The form that sells a plan to a member as an offline order (`#/data/orders/new/<memberId>`):
 * the plan, the member, and whether it is paid already (`POST /_emulator/dashboard/orders`, the
 * owner's offline-order route, with its rules: one order per member for a plan with a limit, …).
 */
export function NewOrder({ memberId }: { memberId: string | undefined }) {
  const plans = useResource<DataPage>('/_emulator/dashboard/data/plans?limit=500');
  const [planId, setPlanId] = useState('');
  const [member, setMember] = useState(memberId ?? '');
  const [paid, setPaid] = useState(true);
  const { status, run } = useStatus();
  const sellable = (plans.data?.items ?? []).filter((plan) => field(plan, 'archived') !== 'true');
  const chosenPlan = planId || String(sellable[0]?.id ?? '');
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run('Created the order.', async () => {
      const detail = await api<DataDetail>('/_emulator/dashboard/orders', { body: { planId: chosenPlan, memberId: member, paid } });
      navigate('data', 'orders', String(detail.item.id));
    });
  };
  return (
    <form className="panel form" aria-labelledby="new-order-title" onSubmit={create}>
      <h3 id="new-order-title">New offline order</h3>
      <Field label="Plan">
        {(id) => (
          <select id={id} required value={chosenPlan} onChange={(event) => setPlanId(event.target.value)}>
            {sellable.map((plan) => (
              <option key={String(plan.id)} value={String(plan.id)}>
                {field(plan, 'name')} (
                {[field(plan, 'pricing.price.value'), field(plan, 'pricing.price.currency')].filter(Boolean).join(' ') || 'free'})
              </option>
            ))}
          </select>
        )}
      </Field>
      <MemberPicker value={member} onChange={setMember} />
      <span className="field">
        <input id="new-order-paid" type="checkbox" checked={paid} onChange={(event) => setPaid(event.target.checked)} />
        <label htmlFor="new-order-paid">Paid already (else the order waits for payment)</label>
      </span>
      <div className="row">
        <button type="submit" disabled={!chosenPlan || !member}>
          Create the order
        </button>
        <a className="button" href={routeHash('data', 'orders')}>
          Close
        </a>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
