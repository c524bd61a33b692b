import { useEffect, useRef, type ReactNode } from 'react';
import { useLogout } from '@frontdesk/react';
import { BASE_URL, ON_EMULATOR } from '../config.js';
import { errorMessage } from '../errors.js';
import { setFlash, useFlash } from '../flash.js';
import { useSession } from '../hooks.js';
import { Link, navigate, useLocation } from '../router.js';
import { Notice } from './feedback.js';

function NavLink({ to, children }: { to: string; children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const current = to === '/' ? pathname === '/' || pathname.startsWith('/plans') : pathname.startsWith(to);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function LogoutButton(): ReactNode {
  // The platform's logout page ends the session too, then sends the browser back to the store.
  const logout = useLogout({
    onError: (error) => {
      // The tokens are forgotten even when the platform cannot be reached.
      setFlash('/', `You are logged out on this device. ${errorMessage(error)}`);
      navigate('/');
    },
  });
  const busy = logout.isPending || logout.isSuccess;
  return (
    <button type="button" className="link-button" onClick={() => !busy && logout.mutate({ postFlowUrl: `${location.origin}/` })} disabled={busy}>
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}

/**
 * The page frame: a skip link, the header with the main navigation (which follows the sign-in
 * state), the page, and a footer. After each navigation the focus moves to the new page's heading,
 * so keyboard and screen reader users start at the top of the new content.
 */
export function Layout({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const { loggedIn, ready, member } = useSession();
  const flash = useFlash(pathname);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>('h1');
    (heading ?? main.current)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          Frontdesk Demo Studio
        </Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <NavLink to="/">Plans</NavLink>
            </li>
            {ready && loggedIn && (
              <>
                <li>
                  <NavLink to="/account">My account</NavLink>
                </li>
                <li>
                  <LogoutButton />
                </li>
              </>
            )}
            {ready && !loggedIn && (
              <>
                <li>
                  <NavLink to="/login">Log in</NavLink>
                </li>
                <li>
                  <NavLink to="/register">Create account</NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        {loggedIn && member?.loginEmail && (
          <p className="signed-in-as">
            Signed in as <strong>{member.loginEmail}</strong>
          </p>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {flash && <Notice>{flash}</Notice>}
        {children}
      </main>
      <footer className="site-footer">
        <p>
          A headless store built with Frontdesk.{' '}
          {ON_EMULATOR && (
            <>
              Running on the local emulator at <code>{BASE_URL}</code>: its <a href={`${BASE_URL}/_emulator/outbox/page`}>outbox</a> has
              the emails. Demo member: <code>demo@frontdesk.test</code> / <code>frontdesk-demo</code>.
            </>
          )}
        </p>
      </footer>
    </>
  );
}
