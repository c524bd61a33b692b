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
