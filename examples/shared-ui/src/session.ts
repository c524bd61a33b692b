import type { StateMachine } from '@frontdesk/identity';

/*
 * What a flow must remember across a page load, in this tab's sessionStorage (never in the URL):
 * the sign-in waiting for its emailed code, and a password reset link's token once it left the
 * address bar.
 */

const PENDING = 'storefront.pending-verification';
const RECOVERY = 'storefront.recovery-token';

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

export const pendingVerification = {
  get: () => read<PendingVerification>(PENDING),
  set: (value: PendingVerification | undefined) => write(PENDING, value),
};

/** The token of the password reset link being used. */
export const recoveryToken = {
  get: () => read<string>(RECOVERY),
  set: (value: string | undefined) => write(RECOVERY, value),
};
