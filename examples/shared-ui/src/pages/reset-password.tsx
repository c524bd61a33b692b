import { useEffect, useState, type ReactNode } from 'react';
import { getMemberTokensForDirectLogin } from '@frontdesk/identity';
import { useFrontdeskClient } from '@frontdesk/react';
import { useRecoverPassword } from '@frontdesk/react/identity';
import { Field } from '../components/field.js';
import { Alert, Notice } from '../components/feedback.js';
import { setFlash } from '../flash.js';
import { usePageTitle, useSubmit } from '../hooks.js';
import { Link, navigate } from '../router.js';
import { useShell } from '../shell.js';

/**
 * The page a password reset email links to (`/reset-password?recoveryToken=...`). The one-time token
 * leaves the address bar at once (kept in this tab for a reload); the new password is set with
 * `recover`, whose session then signs the member in through the hidden-frame direct login.
 */
export function ResetPasswordPage(): ReactNode {
  usePageTitle('Choose a new password');
  const { home, storage, errorMessage } = useShell();
  const { recoveryToken } = storage;
  const client = useFrontdeskClient();
  const [token] = useState(() => new URL(location.href).searchParams.get('recoveryToken') ?? recoveryToken.get());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [signInError, setSignInError] = useState<unknown>();
  const [approval, setApproval] = useState(false);

  useEffect(() => {
    const url = new URL(location.href);
    if (!url.searchParams.has('recoveryToken')) return;
    recoveryToken.set(url.searchParams.get('recoveryToken') ?? undefined);
    url.searchParams.delete('recoveryToken');
    history.replaceState(history.state, '', url.href);
  }, []);

  const recover = useRecoverPassword();
  const { onSubmit, busy } = useSubmit(async () => {
    setMismatch(false);
    setSignInError(undefined);
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    const result = await recover.mutateAsync({ recoveryToken: token!, password });
    recoveryToken.set(undefined);
    if (result.state === 'SUCCESS' && result.sessionToken) {
      try {
        await getMemberTokensForDirectLogin(client, result.sessionToken);
      } catch (error) {
        setSignInError(error);
        return;
      }
      setFlash(home, 'Your new password is saved and you are logged in.');
      navigate(home, { replace: true });
    } else {
      setApproval(true);
    }
  });

  const title = (
    <h1 id="reset-title" tabIndex={-1}>
      Choose a new password
    </h1>
  );
  if (!token) {
    return (
      <section className="narrow" aria-labelledby="reset-title">
        {title}
        <p>Open this page from the link in your password reset email.</p>
        <p>
          <Link to="/forgot-password">Send me a new link</Link>
        </p>
      </section>
    );
  }
  if (recover.isSuccess && (signInError !== undefined || approval)) {
    return (
      <section className="narrow" aria-labelledby="reset-title">
        {title}
        <Notice>Your new password is saved.</Notice>
        {signInError !== undefined && <Alert>{errorMessage(signInError)}</Alert>}
        {approval && <p>Your account is waiting for the studio's approval before you can log in.</p>}
        <p>
          <Link to="/login">Log in with your new password</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="narrow" aria-labelledby="reset-title">
      {title}
      <form onSubmit={onSubmit}>
        {recover.isError && (
          <Alert>
            {errorMessage(recover.error)} <Link to="/forgot-password">Send me a new link</Link>
          </Alert>
        )}
        {mismatch && <Alert>The two passwords are not the same.</Alert>}
        <Field
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={4}
          maxLength={100}
          hint="At least 4 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="Confirm new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          required
          minLength={4}
          maxLength={100}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={mismatch ? true : undefined}
        />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </section>
  );
}
