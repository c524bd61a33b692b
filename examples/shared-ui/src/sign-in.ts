import type { StateMachine } from '@frontdesk/identity';
import { setFlash } from './flash.js';
import { navigate } from './router.js';
import type { FlowStorage } from './session.js';

/**
 * What the app does with the result of a register, login or verification: a member is signed in
 * (go on), or must type the emailed code (the pending state is kept in this tab across reloads), or
 * waits for the owner's approval. A `FAILURE` is returned to the form, which shows it.
 *
 * @example
 * ```ts
 * const { storage } = useShell();
 * const failure = continueSignIn(await login.mutateAsync({ email, password }), { email, next }, storage);
 * ```
 */
export function continueSignIn(
  result: StateMachine,
  { email, next, welcome }: { email: string; next: string; welcome?: string },
  { pendingVerification }: FlowStorage,
): Extract<StateMachine, { loginState: 'FAILURE' }> | 'approval' | undefined {
  switch (result.loginState) {
    case 'SUCCESS':
      pendingVerification.set(undefined);
      if (welcome) setFlash(new URL(next, location.origin).pathname, welcome);
      navigate(next, { replace: true });
      return undefined;
    case 'EMAIL_VERIFICATION_REQUIRED':
      pendingVerification.set({ email, state: result, next });
      navigate('/verify-email');
      return undefined;
    case 'OWNER_APPROVAL_REQUIRED':
      pendingVerification.set(undefined);
      return 'approval';
    case 'FAILURE':
      return result;
    default:
      return { loginState: 'FAILURE', error: 'Unknown _state' };
  }
}
