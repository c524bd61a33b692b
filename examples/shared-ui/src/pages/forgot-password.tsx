import { useState, type ReactNode } from 'react';
import { useSendPasswordReset } from '@frontdesk/react/identity';
import { Field } from '../components/field.js';
import { Alert, Notice } from '../components/feedback.js';
import { usePageTitle, useSubmit } from '../hooks.js';
import { Link } from '../router.js';
import { useShell } from '../shell.js';

/**
 * Asks the platform to email a password reset link to the app's /reset-password page. The answer
 * is the same whether or not the email has an account, and so is the page: it never tells.
 */
export function ForgotPasswordPage(): ReactNode {
  usePageTitle('Reset your password');
  const { onEmulator, outboxUrl, errorMessage } = useShell();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const reset = useSendPasswordReset();
  const { onSubmit, busy } = useSubmit(async () => {
    const to = email.trim();
    await reset.mutateAsync({ email: to, redirectUri: `${location.origin}/reset-password` });
    setSentTo(to);
  });

  return (
    <section className="narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title" tabIndex={-1}>
        Reset your password
      </h1>
      {sentTo ? (
        <>
          <Notice>
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link works once, for a few
            hours.
          </Notice>
          {onEmulator && (
            <p className="hint">
              On the emulator, emails land in its{' '}
              <a href={outboxUrl(sentTo)} target="_blank" rel="noreferrer">
                outbox (opens in a new tab)
              </a>
              .
            </p>
          )}
          <p>
            <Link to="/login">Back to log in</Link>
          </p>
        </>
      ) : (
        <form onSubmit={onSubmit}>
          <p>Enter the email you use for this store and we will send you a link to choose a new password.</p>
          {reset.isError && <Alert>{errorMessage(reset.error)}</Alert>}
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a reset link'}
          </button>
        </form>
      )}
    </section>
  );
}
