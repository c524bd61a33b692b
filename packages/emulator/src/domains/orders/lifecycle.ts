import { failedPrecondition, type PlatformError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import type { Emit } from '../plans/api.js';
import { Timeline } from './schedule.js';
import { ordersState } from './state.js';
import { ORDER_FQDN, type OrderRecord } from './types.js';
import { orderView } from './view.js';

/**
 * The clock-driven part of the order lifecycle (platform-rules §6.4): a PENDING order starts at its
 * start date, cycles roll over, an order ends at its end date, and an order whose auto-renewal was
 * canceled is canceled when its cycle ends. The emulator applies these lazily: every orders route
 * (and `pricingPlans(emulator).sync()`) first processes every boundary up to the clock's now, in
 * time order, emitting each lifecycle event exactly once.
 */

/** The kinds of clock-driven transitions. */
type StepKind = 'start' | 'cycle' | 'end' | 'cancel';

interface Step {
  at: number;
  kind: StepKind;
}

const PRIORITY: Record<StepKind, number> = { start: 0, cancel: 1, end: 2, cycle: 3 };

/**
 * The event for an order transition: `order_created`/`order_updated` carry the entity, the others
 * are action events with `{ order }` (`order_cycle_started` adds `cycleNumber`).
 */
export function orderEvent(kind: string, record: OrderRecord, at: Date, extra: Record<string, unknown> = {}): [string, EmitInput] {
  const order = orderView(record, at);
  const base = { entityFqdn: ORDER_FQDN, slug: kind, entityId: record.id };
  const eventType = `wix.pricing_plans.v2.order_${kind}`;
  if (kind === 'created') return [eventType, { ...base, createdEvent: { entity: order } }];
  if (kind === 'updated') return [eventType, { ...base, updatedEvent: { currentEntity: order } }];
  return [eventType, { ...base, actionEvent: { body: { order, ...extra } } }];
}

/**
 * The next clock-driven transition of an order, if it is due at or before `now`.
 */
function nextStep(record: OrderRecord, now: number): Step | undefined {
  const timeline = new Timeline(record);
  if (record.status === 'PENDING') {
    return timeline.start <= now ? { at: timeline.start, kind: 'start' } : undefined;
  }
  if (record.status !== 'ACTIVE') return undefined;
  const candidates: Step[] = [];
  const endV = timeline.endV();
  const endAt = endV === undefined ? undefined : timeline.real(endV, now);
  if (endAt !== undefined) candidates.push({ at: endAt, kind: 'end' });
  const cancelAt = record.schedule.cancelAtCycleEnd;
  if (cancelAt) {
    const v = timeline.cycleEndV(cancelAt.cycle);
    if (v !== undefined) candidates.push({ at: timeline.real(v, now), kind: 'cancel' });
  }
  const index = record.schedule.cycleIndex ?? timeline.firstIndex;
  const last = timeline.lastIndex;
  if (timeline.recurring && (last === undefined || index < last)) {
    const at = timeline.real(timeline.cycleStartV(index + 1), now);
    if (endAt === undefined || at < endAt) candidates.push({ at, kind: 'cycle' });
  }
  const due = candidates.filter((c) => c.at <= now).sort((a, b) => a.at - b.at || PRIORITY[a.kind] - PRIORITY[b.kind]);
  return due[0];
}

function applyStep(record: OrderRecord, step: Step, emit: Emit, emitUpdated: boolean): void {
  const at = new Date(step.at);
  const timeline = new Timeline(record);
  record.updatedDate = at.toISOString();
  switch (step.kind) {
    case 'start': {
      record.status = 'ACTIVE';
      record.schedule.cycleIndex = timeline.firstIndex;
      emit(...orderEvent('started', record, at));
      // The platform sends no order_cycle_started at the initial start of an offline order.
      if (record.type !== 'OFFLINE') emit(...orderEvent('cycle_started', record, at, { cycleNumber: timeline.firstIndex }));
      break;
    }
    case 'cycle': {
      record.schedule.cycleIndex = (record.schedule.cycleIndex ?? timeline.firstIndex) + 1;
      // Billing set up during the trial: the first charge happens when cycle 1 starts.
      if (record.lastPaymentStatus === 'PENDING' && record.type === 'ONLINE') record.lastPaymentStatus = 'PAID';
      emit(...orderEvent('cycle_started', record, at, { cycleNumber: record.schedule.cycleIndex }));
      break;
    }
    case 'end': {
      record.status = 'ENDED';
      record.schedule.terminalAt = at.toISOString();
      emit(...orderEvent('ended', record, at));
      break;
    }
    case 'cancel': {
      record.status = 'CANCELED';
      record.cancellation = record.schedule.cancelAtCycleEnd!.cancellation;
      record.schedule.terminalAt = at.toISOString();
      delete record.schedule.cancelAtCycleEnd;
      emit(...orderEvent('canceled', record, at));
      emit(...orderEvent('ended', record, at));
      break;
    }
  }
  if (emitUpdated) emit(...orderEvent('updated', record, at));
}

/**
 * Processes one order's due transitions up to `now` (inside a route action, whose own
 * `order_updated` follows, so the steps emit none unless `emitUpdated`).
 */
export function advanceOrder(record: OrderRecord, now: Date, emit: Emit, emitUpdated: boolean): void {
  for (let i = 0; i < 100_000; i++) {
    const step = nextStep(record, now.getTime());
    if (!step) return;
    applyStep(record, step, emit, emitUpdated);
  }
}

/**
 * Processes every order's due transitions up to `now`, in time order across orders; each step
 * emits its events and an `order_updated`. Returns the number of transitions applied.
 */
export function syncOrders(state: EmulatorState, now: Date, emit: Emit): number {
  const t = now.getTime();
  const records = Object.values(ordersState(state).orders);
  const next = new Map<OrderRecord, Step>();
  for (const record of records) {
    const step = nextStep(record, t);
    if (step) next.set(record, step);
  }
  let applied = 0;
  while (next.size > 0 && applied < 1_000_000) {
    let best: [OrderRecord, Step] | undefined;
    for (const entry of next) {
      if (!best || entry[1].at < best[1].at || (entry[1].at === best[1].at && PRIORITY[entry[1].kind] < PRIORITY[best[1].kind]))
        best = entry;
    }
    const [record, step] = best!;
    applyStep(record, step, emit, true);
    applied++;
    const following = nextStep(record, t);
    if (following) next.set(record, following);
    else next.delete(record);
  }
  return applied;
}

/**
 * Why an order cannot be paused (platform-rules §6.4 `ReasonNotSuspendable`), or `undefined` when it can.
 */
export function notSuspendableReason(
  record: OrderRecord,
): 'PENDING' | 'TRIAL' | 'CANCELED' | 'ENDED' | 'NOT_STARTED' | 'ALREADY_SUSPENDED' | undefined {
  switch (record.status) {
    case 'DRAFT':
      return 'PENDING';
    case 'PENDING':
      return 'NOT_STARTED';
    case 'PAUSED':
      return 'ALREADY_SUSPENDED';
    case 'CANCELED':
      return 'CANCELED';
    case 'ENDED':
      return 'ENDED';
    default:
      return record.schedule.cycleIndex === 0 ? 'TRIAL' : undefined;
  }
}

/**
 * Why an action is refused on an order in a status it does not allow (428 `INVALID_ORDER_STATUS`),
 * or `undefined` when the status is one of `allowed`.
 */
export function statusRefusal(record: OrderRecord, allowed: readonly OrderRecord['status'][], action: string): PlatformError | undefined {
  if (allowed.includes(record.status)) return undefined;
  return failedPrecondition('INVALID_ORDER_STATUS', `Cannot ${action} an order that is ${record.status}`, {
    orderId: record.id,
    status: record.status,
  });
}

/**
 * Refuses an action on an order in a status it does not allow: 428 `INVALID_ORDER_STATUS`.
 */
export function assertStatus(record: OrderRecord, allowed: readonly OrderRecord['status'][], action: string): void {
  const refusal = statusRefusal(record, allowed, action);
  if (refusal) throw refusal;
}
