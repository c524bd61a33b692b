import { useEffect, type ReactNode } from 'react';
import { useLoginCallback } from '@frontdesk/react';
import { Alert, Loading } from '../components/feedback.js';
import { usePageTitle, useSession } from '../hooks.js';
import { Link, navigate, Redirect, safePath } from '../router.js';
import { useShell } from '../shell.js';

/**
 * Where the hosted login page comes back to (`/callback#code=...&state=...`). `useLoginCallback`
 * takes `code` and `state` out of the address bar at once, checks the state and exchanges the code;
 * then the member goes back where they started (the `originalUri` the login page gave).
 */
export function CallbackPage(): ReactNode {
  usePageTitle('Signing you in');
  const { home, errorMessage } = useShell();
  const { status, error, originalUri } = useLoginCallback();
  const { loggedIn, ready } = useSession();

  useEffect(() => {
    if (status !== 'success') return;
    navigate(safePath(originalUri, home), { replace: true });
  }, [status, originalUri, home]);

  // A reload after the parameters were removed: nothing left to exchange.
  if (status === 'idle' && ready && loggedIn) return <Redirect to={home} />;
  return (
    <section className="narrow" aria-labelledby="callback-title">
      <h1 id="callback-title" tabIndex={-1}>
        {status === 'error' ? 'Sign-in failed' : 'Signing you in'}
      </h1>
      {(status === 'pending' || status === 'success') && <Loading label="Signing you in…" />}
      {status === 'error' && (
        <Alert>
          {errorMessage(error)} <Link to="/login">Back to log in</Link>
        </Alert>
      )}
      {status === 'idle' && ready && !loggedIn && (
        <p>
          There is no sign-in to finish here. <Link to="/login">Log in</Link>
        </p>
      )}
    </section>
  );
}
