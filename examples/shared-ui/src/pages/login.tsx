import { useState, type ReactNode } from 'react';
import { useLogin, useLoginRedirect } from '@frontdesk/react/identity';
import { Field } from '../components/field.js';
import { Alert, Notice } from '../components/feedback.js';
import { usePageTitle, useSession, useSubmit } from '../hooks.js';
import { Link, Redirect, safePath, useLocation } from '../router.js';
import { useShell } from '../shell.js';
import { continueSignIn } from '../sign-in.js';

/** Options of {@link LoginPage}. */
export interface LoginPageProps {
  /** A notice above the form for where the member was going (`next`), or nothing. */
  notice?: (next: string) => string | undefined;
}

/**
 * Log in: the app's own form (direct login: the password goes to the platform, the member tokens
 * come back through a hidden frame, no page change), or the platform's hosted login page
 * (redirect, then /callback). Without a `next` parameter, the member goes to the shell's `home`.
 *
 * @example
 * ```tsx
 * <LoginPage notice={(next) => (next.startsWith('/plans/') ? 'Log in or create an account to buy this plan.' : undefined)} />
 * ```
 */
export function LoginPage({ notice }: LoginPageProps): ReactNode {
  usePageTitle('Log in');
  const { home, storage, errorMessage, signInFailureMessage } = useShell();
  const { search } = useLocation();
  const next = safePath(search.get('next'), home);
  const noticeText = notice?.(next);
  const { loggedIn, ready } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [approval, setApproval] = useState(false);

  const login = useLogin();
  const { onSubmit, busy } = useSubmit(async () => {
    setFailure(undefined);
    const outcome = continueSignIn(await login.mutateAsync({ email, password }), { email, next }, storage);
    if (outcome === 'approval') setApproval(true);
    else if (outcome) setFailure(signInFailureMessage(outcome));
  });

  const hosted = useLoginRedirect();
  const { onSubmit: startHosted, busy: redirecting } = useSubmit(
    () => hosted.mutateAsync({ redirectUri: `${location.origin}/callback`, originalUri: next }),
    { keepBusy: true },
  );

  // Signed in already (or just now): on to where the member was going.
  if (ready && loggedIn && !busy) return <Redirect to={next} />;

  const error = failure ?? (login.isError ? errorMessage(login.error) : undefined);
  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title" tabIndex={-1}>
        Log in
      </h1>
      {noticeText && <Notice>{noticeText}</Notice>}
      {approval && <Notice>Your account is waiting for the studio's approval. We will email you when you can log in.</Notice>}
      <form onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
        {error && <Alert id="login-error">{error}</Alert>}
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={failure ? true : undefined}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={failure ? true : undefined}
        />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>

      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the word "or" between the two ways to sign in. */}
      <div className="or" role="separator">
        or
      </div>
      <form onSubmit={startHosted}>
        {hosted.isError && <Alert>{errorMessage(hosted.error)}</Alert>}
        <button type="submit" disabled={redirecting}>
          {redirecting ? 'Opening the sign-in page…' : 'Log in with the secure sign-in page'}
        </button>
      </form>

      <p className="switch">
        New here? <Link to={`/register${next !== home ? `?next=${encodeURIComponent(next)}` : ''}`}>Create an account</Link>
      </p>
    </section>
  );
}
