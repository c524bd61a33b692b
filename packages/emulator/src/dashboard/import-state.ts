import { CLOCK_RANGE, type Clock } from '../clock.js';
import { invalidArgument } from '../errors.js';
import type { EmulatorState } from '../state/types.js';
import { stateProblem } from '../state/validate.js';

/**
 * The largest state file the dashboard imports (32 MiB).
 */
export const MAX_IMPORT_BYTES = 32 * 1_048_576;

/**
 * Checks a state file (as `GET /_emulator/state` exported it) as a data folder's `state.json` is
 * checked (`templates`: the domain modules' empty states; see `stateProblem`), requires every
 * domain the running state has, and returns the state to load: the running webhook signing key is kept when the file has none
 * or only its public half (the export leaves the private half out). Throws a 400 that names the
 * problem otherwise.
 */
export function importedState(value: unknown, current: EmulatorState, templates: Readonly<Record<string, unknown>>): EmulatorState {
  const problem = stateProblem(value, templates);
  if (problem) throw invalidArgument(`The file ${problem}`);
  const next = value as EmulatorState;
  const missing = Object.keys(current.domains).filter((name) => !(name in next.domains));
  if (missing.length > 0) throw invalidArgument(`The file has no ${missing.join(', ')} domain data`);
  const key = next.webhooks.key;
  if (!key || Object.keys(key.privateJwk ?? {}).length === 0) {
    if (current.webhooks.key) next.webhooks.key = current.webhooks.key;
    else delete next.webhooks.key;
  }
  return next;
}

/**
 * The clock of a state file (`GET /_emulator/state` exports it as `clock: { now, real, start }`):
 * `undefined` when the file has none (an export from before the clock was exported); a 400 for one
 * that is not `{ now: <ISO date-time from 1970 to 9999>, real: <boolean> }`.
 */
export function importedClock(value: unknown): { now: number; real: boolean } | undefined {
  if (value === undefined || value === null || typeof value !== 'object') {
    if (value === undefined) return undefined;
    throw invalidArgument("The file's clock must be { now, real } (as GET /_emulator/state exports it)");
  }
  const { now, real } = value as { now?: unknown; real?: unknown };
  const ms = typeof now === 'string' ? Date.parse(now) : Number.NaN;
  if (typeof real !== 'boolean' || Number.isNaN(ms) || ms < CLOCK_RANGE.min || ms > CLOCK_RANGE.max) {
    throw invalidArgument("The file's clock must be { now: <ISO date-time from 1970 to 9999>, real: <boolean> }");
  }
  return { now: ms, real };
}

/**
 * Puts the clock where the exported state had it: frozen at the export's `now` when its clock was
 * set, the real time when it followed the real time (so nothing in the state is dated after the
 * clock: an order's cycle never starts in the future).
 */
export function restoreClock(clock: Clock, exported: { now: number; real: boolean }): void {
  // biome-ignore lint/correctness/useHookAtTopLevel: Clock.useRealTime is not a React hook.
  if (exported.real) clock.useRealTime();
  else clock.set(new Date(exported.now));
}
