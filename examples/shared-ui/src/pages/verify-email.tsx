import { useState, type ReactNode } from 'react';
import { useResendVerificationCode, useVerifyEmail } from '@frontdesk/react/identity';
import { Field } from '../components/field.js';
import { Alert, Notice } from '../components/feedback.js';
import { usePageTitle, useSubmit } from '../hooks.js';
import { Link } from '../router.js';
import { useShell } from '../shell.js';
import { continueSignIn } from '../sign-in.js';

/**
 * The emailed code of a sign-up (or a login) waiting for email verification. The pending state is
 * in this tab's sessionStorage, so a reload keeps the member here.
 */
export function VerifyEmailPage(): ReactNode {
  usePageTitle('Verify your email');
  const { storage, onEmulator, outboxUrl, errorMessage, signInFailureMessage } = useShell();
  const [pending] = useState(() => storage.pendingVerification.get());
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [approval, setApproval] = useState(false);

  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const { onSubmit, busy } = useSubmit(async () => {
    if (!pending) return;
    setFailure(undefined);
    const result = await verify.mutateAsync({ code: code.trim(), state: pending.state });
    const outcome = continueSignIn(
      result,
      { email: pending.email, next: pending.next, welcome: 'Your email is verified. Welcome!' },
      storage,
    );
    if (outcome === 'approval') setApproval(true);
    else if (outcome) setFailure(signInFailureMessage(outcome));
  });

  if (!pending) {
    return (
      <section className="narrow" aria-labelledby="verify-title">
        <h1 id="verify-title" tabIndex={-1}>
          Verify your email
        </h1>
        <p>There is no sign-up waiting for a code in this browser tab.</p>
        <p>
          <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link>.
        </p>
      </section>
    );
  }

  const error = failure ?? (verify.isError ? errorMessage(verify.error) : undefined);
  return (
    <section className="narrow" aria-labelledby="verify-title">
      <h1 id="verify-title" tabIndex={-1}>
        Verify your email
      </h1>
      {approval ? (
        <Notice>Your email is verified. Your account is now waiting for the studio's approval.</Notice>
      ) : (
        <>
          <p>
            We emailed a 6-digit code to <strong>{pending.email}</strong>. Enter it below to finish.
          </p>
          {onEmulator && (
            <p className="hint">
              On the emulator, emails land in its{' '}
              <a href={outboxUrl(pending.email)} target="_blank" rel="noreferrer">
                outbox (opens in a new tab)
              </a>
              .
            </p>
          )}
          <form onSubmit={onSubmit}>
            {error && <Alert>{error}</Alert>}
            {resend.isSuccess && !error && <Notice>We sent you a new code.</Notice>}
            {resend.isError && <Alert>{errorMessage(resend.error)}</Alert>}
            <Field
              label="Verification code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              hint="6 digits"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={failure ? true : undefined}
            />
            <div className="actions">
              <button type="submit" className="primary" disabled={busy}>
                {busy ? 'Verifying…' : 'Verify'}
              </button>
              <button
                type="button"
                onClick={() => !resend.isPending && resend.mutate(pending.state.data.stateToken)}
                disabled={resend.isPending || busy}
              >
                {resend.isPending ? 'Sending…' : 'Send a new code'}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
