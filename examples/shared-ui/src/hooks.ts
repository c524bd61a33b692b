import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth, type AuthState } from '@frontdesk/react/members';
import { useShell } from './shell.js';

/** The member fields the apps show (EXTENDED adds the login email and status to the profile). */
const MEMBER_FIELDS = { fieldsets: ['EXTENDED' as const] };

/**
 * The sign-in state with the member's email: one `getCurrentMember` query shared by every
 * component (same options, same query key).
 *
 * @example
 * ```tsx
 * const { loggedIn, member } = useSession();
 * ```
 */
export function useSession(): AuthState {
  return useAuth(MEMBER_FIELDS);
}

/**
 * Sets the tab's title: `<page> · <brand>` (the shell's brand, `Frontdesk Demo Studio`).
 *
 * @example
 * ```tsx
 * usePageTitle('Log in');
 * ```
 */
export function usePageTitle(title: string): void {
  const { brand } = useShell();
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

/**
 * A form submit handler that runs `action` once at a time: a second press (a double click, Enter
 * twice) while it runs does nothing, so nothing is submitted twice. With `keepBusy`, it stays busy
 * after a success: for actions that leave the page (the hosted checkout, sign-in, logout).
 *
 * @example
 * ```tsx
 * const { onSubmit, busy } = useSubmit(() => login.mutateAsync({ email, password }));
 * <form onSubmit={onSubmit}><button disabled={busy}>Log in</button></form>
 * ```
 */
export function useSubmit(
  action: () => Promise<unknown>,
  options: { keepBusy?: boolean } = {},
): {
  onSubmit: (event?: FormEvent) => Promise<void>;
  busy: boolean;
} {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let ok = false;
    try {
      await action();
      ok = true;
    } catch {
      // The mutation keeps the error; the form shows it.
    } finally {
      if (!(ok && options.keepBusy)) {
        running.current = false;
        setBusy(false);
      }
    }
  };
  return { onSubmit, busy };
}
