import type { PeriodUnit } from '../plans/api.js';
import type { OrderCycle, OrderRecord } from './types.js';

/**
 * An order's timeline (platform-rules §6.3): the trial `[start, start + trialDays)`, then cycle k ≥ 1
 * `[trialEnd + (k-1)·cycle, trialEnd + k·cycle)`, and the end. Boundaries are computed in
 * "un-paused time" (virtual time) and mapped to real time by adding every pause that began before
 * the boundary was reached, so pauses push every later boundary (and the end) back.
 */

const DAY_MS = 86_400_000;

/**
 * Adds `n` units to a UTC time; months and years keep the day of the month (clamped to the month's length).
 */
export function addUnits(ms: number, unit: PeriodUnit, n: number): number {
  if (unit === 'DAY') return ms + n * DAY_MS;
  if (unit === 'WEEK') return ms + 7 * n * DAY_MS;
  const date = new Date(ms);
  const months = unit === 'YEAR' ? 12 * n : n;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/**
 * The timeline of one order, in virtual (un-paused) time, with the mapping to real time.
 */
export class Timeline {
  readonly start: number;
  readonly trialDays: number;
  readonly #record: OrderRecord;

  constructor(record: OrderRecord) {
    this.#record = record;
    this.start = Date.parse(record.startDate);
    this.trialDays = record.pricing.subscription ? (record.freeTrialDays ?? 0) : 0;
  }

  /** `true` for subscriptions (cycles repeat), `false` for single-payment orders. */
  get recurring(): boolean {
    return Boolean(this.#record.pricing.subscription);
  }

  /** 0 when the order starts with a free trial, else 1. */
  get firstIndex(): number {
    return this.trialDays > 0 ? 0 : 1;
  }

  /** The last cycle's index; `undefined` when cycles repeat until canceled. */
  get lastIndex(): number | undefined {
    const sub = this.#record.pricing.subscription;
    if (!sub) return 1;
    return sub.cycleCount && sub.cycleCount > 0 ? sub.cycleCount : undefined;
  }

  #trialEnd(): number {
    return this.start + this.trialDays * DAY_MS;
  }

  /** The natural end in virtual time (without postponement); `undefined` when valid until canceled. */
  naturalEndV(): number | undefined {
    const { pricing } = this.#record;
    if (pricing.subscription) {
      const last = this.lastIndex;
      const d = pricing.subscription.cycleDuration ?? {};
      return last === undefined ? undefined : addUnits(this.#trialEnd(), d.unit ?? 'MONTH', last * (d.count ?? 1));
    }
    if (pricing.singlePaymentForDuration) {
      const d = pricing.singlePaymentForDuration;
      return addUnits(this.start, d.unit ?? 'MONTH', d.count ?? 1);
    }
    return undefined;
  }

  /** The end in virtual time, postponements included. */
  endV(): number | undefined {
    const natural = this.naturalEndV();
    return natural === undefined ? undefined : natural + this.#record.schedule.extensionMs;
  }

  /** The virtual start of cycle `k`. */
  cycleStartV(k: number): number {
    if (k === 0 || !this.recurring) return this.start;
    const d = this.#record.pricing.subscription!.cycleDuration ?? {};
    return addUnits(this.#trialEnd(), d.unit ?? 'MONTH', (k - 1) * (d.count ?? 1));
  }

  /** The virtual end of cycle `k` (the last cycle ends with the order); `undefined` for an unlimited single payment. */
  cycleEndV(k: number): number | undefined {
    if (k === 0) return this.#trialEnd();
    if (!this.recurring || k === this.lastIndex) return this.endV();
    return this.cycleStartV(k + 1);
  }

  /**
   * Maps a virtual time to real time: every pause that began before the boundary was reached pushes
   * it back by the pause's length (an open pause counts until `now`).
   */
  real(virtual: number, now: number): number {
    let shift = 0;
    const pauses = [...this.#record.pausePeriods].sort((a, b) => Date.parse(a.pauseDate) - Date.parse(b.pauseDate));
    for (const pause of pauses) {
      const from = Date.parse(pause.pauseDate);
      if (from >= virtual + shift) break;
      const to = pause.resumeDate ? Date.parse(pause.resumeDate) : now;
      shift += Math.max(0, to - from);
    }
    return virtual + shift;
  }

  /**
   * The cycles that have started (up to the processed `cycleIndex`), their ends mapped to real time
   * and cut at the order's end or cancellation.
   */
  cycles(now: number): OrderCycle[] {
    const processed = this.#record.schedule.cycleIndex;
    if (processed === undefined) return [];
    const terminal = this.#record.schedule.terminalAt ? Date.parse(this.#record.schedule.terminalAt) : undefined;
    const out: OrderCycle[] = [];
    for (let k = this.firstIndex; k <= processed; k++) {
      const started = k === this.firstIndex ? this.start : this.real(this.cycleStartV(k), now);
      if (terminal !== undefined && started >= terminal && k > this.firstIndex) break;
      const endV = this.cycleEndV(k);
      let ended = endV === undefined ? undefined : this.real(endV, now);
      if (terminal !== undefined && (ended === undefined || ended > terminal)) ended = terminal;
      out.push({
        index: k,
        startedDate: new Date(started).toISOString(),
        ...(ended !== undefined ? { endedDate: new Date(ended).toISOString() } : {}),
      });
    }
    return out;
  }
}
