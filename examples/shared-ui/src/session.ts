import type { StateMachine } from '@frontdesk/identity';

/*
 * What a flow must remember across a page load, in this tab's sessionStorage (never in the URL):
 * the sign-in waiting for its emailed code, and a password reset link's token once it left the
 * address bar.
 */

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is off (private mode): the flow still works until the page is reloaded.
  }
}

/** A sign-in waiting for the code emailed to `email`. */
export interface PendingVerification {
  email: string;
  state: Extract<StateMachine, { loginState: 'EMAIL_VERIFICATION_REQUIRED' }>;
  /** Where to go once verified. */
  next: string;
}

/** One value kept in this tab's sessionStorage (`undefined` removes it). */
export interface Stored<T> {
  get(): T | undefined;
  set(value: T | undefined): void;
}

/** What the sign-in flows keep across a reload. */
export interface FlowStorage {
  /** The sign-in waiting for its emailed code (`<prefix>.pending-verification`). */
  pendingVerification: Stored<PendingVerification>;
  /** The token of the password reset link being used (`<prefix>.recovery-token`). */
  recoveryToken: Stored<string>;
}

/**
 * The flows' storage under the app's key prefix, so two apps on one origin never mix their flows.
 *
 * @example
 * ```ts
 * const { pendingVerification } = createFlowStorage('storefront');
 * pendingVerification.set(undefined);
 * ```
 */
export function createFlowStorage(prefix: string): FlowStorage {
  const stored = <T>(key: string): Stored<T> => ({ get: () => read<T>(key), set: (value) => write(key, value) });
  return {
    pendingVerification: stored<PendingVerification>(`${prefix}.pending-verification`),
    recoveryToken: stored<string>(`${prefix}.recovery-token`),
  };
}
