import { useState, type ReactNode } from 'react';
import { useRegister } from '@frontdesk/react/identity';
import { Field } from '../components/field.js';
import { Alert, Notice } from '../components/feedback.js';
import { usePageTitle, useSession, useSubmit } from '../hooks.js';
import { Link, Redirect, safePath, useLocation } from '../router.js';
import { useShell } from '../shell.js';
import { continueSignIn } from '../sign-in.js';

/**
 * Create an account (`register`). When the site asks for email verification the platform emails a
 * code and the member goes on to /verify-email; otherwise they are signed in at once.
 */
export function RegisterPage(): ReactNode {
  usePageTitle('Create an account');
  const { home, storage, errorMessage, signInFailureMessage } = useShell();
  const { search } = useLocation();
  const next = safePath(search.get('next'), home);
  const { loggedIn, ready } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ text: string; field: 'email' | 'password' | undefined; taken: boolean } | undefined>();
  const [approval, setApproval] = useState(false);

  const register = useRegister();
  const { onSubmit, busy } = useSubmit(async () => {
    setFailure(undefined);
    const profile = name.trim() ? { nickname: name.trim() } : undefined;
    const result = await register.mutateAsync({ email, password, ...(profile ? { profile } : {}) });
    const outcome = continueSignIn(result, { email, next, welcome: 'Welcome! Your account is ready.' }, storage);
    if (outcome === 'approval') setApproval(true);
    else if (outcome) {
      const field =
        outcome.errorCode === 'invalidEmail' || outcome.errorCode === 'emailAlreadyExists'
          ? 'email'
          : outcome.errorCode
            ? undefined
            : 'password';
      setFailure({ text: signInFailureMessage(outcome), field, taken: outcome.errorCode === 'emailAlreadyExists' });
    }
  });

  if (ready && loggedIn && !busy && !approval) return <Redirect to={next} />;

  const error = failure?.text ?? (register.isError ? errorMessage(register.error) : undefined);
  return (
    <section className="narrow" aria-labelledby="register-title">
      <h1 id="register-title" tabIndex={-1}>
        Create an account
      </h1>
      {approval ? (
        <Notice>Thanks for signing up! Your account is waiting for the studio's approval. We will email you when you can log in.</Notice>
      ) : (
        <form onSubmit={onSubmit}>
          {error && (
            <Alert id="register-error">
              {failure?.taken ? (
                <>
                  An account with this email already exists. <Link to={`/login?next=${encodeURIComponent(next)}`}>Log in</Link> or{' '}
                  <Link to="/forgot-password">reset your password</Link>.
                </>
              ) : (
                error
              )}
            </Alert>
          )}
          <Field
            label="Name (optional)"
            name="name"
            autoComplete="nickname"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
          />
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={failure?.field === 'email' ? true : undefined}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={4}
            maxLength={100}
            hint="At least 4 characters."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={failure?.field === 'password' ? true : undefined}
          />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
      )}
      <p className="switch">
        Already a member? <Link to={`/login${next !== home ? `?next=${encodeURIComponent(next)}` : ''}`}>Log in</Link>
      </p>
    </section>
  );
}
