import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRequestCancellation } from '@frontdesk/react/orders';
import type { Order } from '@frontdesk/orders';
import type { PublicPlan } from '@frontdesk/plans';
import { Alert, Notice } from '../../../shared-ui/src/index.js';
import { errorMessage } from '../errors.js';
import { formatDate, ORDER_STATUS, orderPrice } from '../format.js';

/** The status of an order as a badge. */
export function StatusBadge({ order }: { order: Order }): ReactNode {
  const status = order.status ?? 'UNKNOWN';
  const ending = status === 'ACTIVE' && order.autoRenewCanceled;
  return <span className={`status status-${status.toLowerCase()}`}>{ending ? 'Active, ending' : (ORDER_STATUS[status] ?? status)}</span>;
}

/** The cycle an order is in (`Free trial`, `2 of 12`, `3`), or how many it had once over. */
function cycleText(order: Order): [string, string] | undefined {
  const index = order.currentCycle?.index;
  if (index === undefined) return order.cycles?.length ? ['Billing cycles', String(order.cycles.length)] : undefined;
  if (index === 0) return ['Billing cycle', 'Free trial'];
  const count = order.pricing?.subscription?.cycleCount;
  return ['Billing cycle', count ? `${index} of ${count}` : String(index)];
}

/** When (and how) an order ends, as a label and a date or sentence. */
function endText(order: Order): [string, string] {
  const next = order.currentCycle?.endedDate;
  switch (order.status) {
    case 'CANCELED':
      return ['Canceled on', formatDate(order.cancellation?.requestedDate ?? order.endDate)];
    case 'ENDED':
      return ['Ended on', formatDate(order.endDate)];
    default:
      break;
  }
  if (order.autoRenewCanceled) return ['Ends on', formatDate(next ?? order.endDate)];
  if (order.endDate) return ['Ends on', formatDate(order.endDate)];
  if (order.pricing?.subscription && next) return [order.currentCycle?.index === 0 ? 'First payment on' : 'Renews on', formatDate(next)];
  return ['Ends', 'When you cancel'];
}

/**
 * An order's facts: price as bought, status, start, free trial, cycle and end date.
 *
 * @example
 * ```tsx
 * <OrderDetails order={order} />
 * ```
 */
export function OrderDetails({ order, showPlan = true }: { order: Order; showPlan?: boolean }): ReactNode {
  const cycle = cycleText(order);
  const [endLabel, endValue] = endText(order);
  const started = order.startDate && order.startDate.getTime() <= Date.now();
  return (
    <dl className="order-facts">
      {showPlan && (
        <div>
          <dt>Plan</dt>
          <dd>{order.planName}</dd>
        </div>
      )}
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge order={order} />
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{orderPrice(order)}</dd>
      </div>
      {order.startDate && (
        <div>
          <dt>{started ? 'Started on' : 'Starts on'}</dt>
          <dd>{formatDate(order.startDate)}</dd>
        </div>
      )}
      {order.currentCycle?.index === 0 && order.currentCycle.endedDate && (
        <div>
          <dt>Free trial until</dt>
          <dd>{formatDate(order.currentCycle.endedDate)}</dd>
        </div>
      )}
      {cycle && (
        <div>
          <dt>{cycle[0]}</dt>
          <dd>{cycle[1]}</dd>
        </div>
      )}
      <div>
        <dt>{endLabel}</dt>
        <dd>{endValue}</dd>
      </div>
      <div>
        <dt>Order number</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
      </div>
    </dl>
  );
}

/** Which cancellations an order allows the member (the plan's `buyerCanCancel`, its model and state). */
function cancelOptions(order: Order, plan: PublicPlan | undefined): { now: boolean; atPeriodEnd: boolean } {
  const open = order.status === 'ACTIVE' || order.status === 'PENDING' || order.status === 'PAUSED';
  if (!open || plan?.buyerCanCancel === false) return { now: false, atPeriodEnd: false };
  const inTrial = order.currentCycle?.index === 0;
  const renewing = Boolean(order.pricing?.subscription) && order.status === 'ACTIVE' && !order.autoRenewCanceled;
  // During a free trial the platform always ends the plan with the trial (never charged).
  return { now: !inTrial, atPeriodEnd: renewing };
}

/**
 * One of the member's orders, with its cancellation: at the end of the paid period
 * (NEXT_PAYMENT_DATE, subscriptions) or at once (IMMEDIATELY), as the plan allows.
 */
export function OrderCard({ order, plan }: { order: Order; plan: PublicPlan | undefined }): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const toggle = useRef<HTMLButtonElement>(null);
  // Opening the panel moves the focus to its main action, as a dialog would.
  const mainAction = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) mainAction.current?.focus();
  }, [open]);
  const cancel = useRequestCancellation();
  const options = cancelOptions(order, plan);
  const periodEnd = formatDate(order.currentCycle?.endedDate);
  const inTrial = order.currentCycle?.index === 0;

  const run = (effectiveAt: 'IMMEDIATELY' | 'NEXT_PAYMENT_DATE') => {
    if (cancel.isPending) return;
    cancel.mutate(
      { id: order.id!, effectiveAt },
      {
        onSuccess: () => {
          setOpen(false);
          setDone(
            effectiveAt === 'IMMEDIATELY'
              ? `${order.planName} is canceled.`
              : `${order.planName} will end on ${periodEnd}. You will not be charged again.`,
          );
        },
      },
    );
  };
  const close = () => {
    setOpen(false);
    cancel.reset();
    toggle.current?.focus();
  };

  return (
    <li>
      <article className="order-card" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{order.planName}</h3>
        <OrderDetails order={order} showPlan={false} />
        {done && <Notice>{done}</Notice>}
        {order.autoRenewCanceled && order.status === 'ACTIVE' && !done && (
          <p className="hint">This plan will not renew: it ends on {periodEnd || 'the next payment date'}.</p>
        )}
        {plan?.buyerCanCancel === false && order.status === 'ACTIVE' && <p className="hint">This plan cannot be canceled online.</p>}
        {(options.now || options.atPeriodEnd) && !open && (
          <button type="button" ref={toggle} aria-expanded={false} aria-controls={`${id}-cancel`} onClick={() => setOpen(true)}>
            Cancel plan<span className="visually-hidden"> {order.planName}</span>
          </button>
        )}
        {open && (
          <fieldset className="cancel-panel" id={`${id}-cancel`} aria-labelledby={`${id}-question`}>
            <p id={`${id}-question`}>
              <strong>How do you want to cancel {order.planName}?</strong>
            </p>
            {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
            <div className="actions">
              {options.atPeriodEnd && (
                <button
                  type="button"
                  className="primary"
                  ref={mainAction}
                  onClick={() => run('NEXT_PAYMENT_DATE')}
                  disabled={cancel.isPending}
                >
                  {inTrial ? `Cancel at the end of the free trial (${periodEnd})` : `Cancel at the next payment date (${periodEnd})`}
                </button>
              )}
              {options.now && (
                <button
                  type="button"
                  className={options.atPeriodEnd ? 'danger' : 'primary danger'}
                  ref={options.atPeriodEnd ? undefined : mainAction}
                  onClick={() => run('IMMEDIATELY')}
                  disabled={cancel.isPending}
                >
                  Cancel now
                </button>
              )}
              <button type="button" onClick={close} disabled={cancel.isPending}>
                Keep my plan
              </button>
            </div>
            {options.now && <p className="hint">Canceling now ends the plan today.</p>}
            {cancel.isPending && <p role="status">Canceling…</p>}
          </fieldset>
        )}
      </article>
    </li>
  );
}
