import { useEffect, useRef, type ReactNode } from 'react';
import { useLogout } from '@frontdesk/react/identity';
import { setFlash, useFlash } from '../flash.js';
import { useSession } from '../hooks.js';
import { Link, navigate, useLocation } from '../router.js';
import { useShell } from '../shell.js';
import { Notice } from './feedback.js';

/** A link of the main navigation. */
export interface NavItem {
  to: string;
  label: string;
  /** Also the current page under this path (the home link `/` of a list at `/plans/<slug>`: `/plans`). */
  section?: string;
}

/** The app's links in the header; the shell adds log in / create account, or log out. */
export interface Nav {
  /** Shown to everyone, first. */
  links: readonly NavItem[];
  /** Shown to a signed-in member, before "Log out". */
  memberLinks: readonly NavItem[];
}

function NavLink({ to, section, children }: { to: string; section?: string | undefined; children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const current =
    to === '/' ? pathname === '/' || (section !== undefined && pathname.startsWith(section)) : pathname.startsWith(section ?? to);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function LogoutButton(): ReactNode {
  const { errorMessage } = useShell();
  // The platform's logout page ends the session too, then sends the browser back to the app.
  const logout = useLogout({
    onError: (error) => {
      // The tokens are forgotten even when the platform cannot be reached.
      setFlash('/', `You are logged out on this device. ${errorMessage(error)}`);
      navigate('/');
    },
  });
  const busy = logout.isPending || logout.isSuccess;
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => !busy && logout.mutate({ postFlowUrl: `${location.origin}/` })}
      disabled={busy}
    >
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}

/**
 * The page frame: a skip link, the header with the main navigation (which follows the sign-in
 * state), the page, and a footer. After each navigation the focus moves to the new page's heading,
 * so keyboard and screen reader users start at the top of the new content. `nav` holds the app's
 * own links; `footer` the sentence that names the app in the footer.
 *
 * @example
 * ```tsx
 * <Layout nav={{ links: [{ to: '/', label: 'Plans', section: '/plans' }], memberLinks: [{ to: '/account', label: 'My account' }] }}>
 *   {page}
 * </Layout>
 * ```
 */
export function Layout({
  nav,
  footer = 'A headless store built with Frontdesk.',
  children,
}: {
  nav: Nav;
  footer?: string;
  children: ReactNode;
}): ReactNode {
  const { brand, baseUrl, onEmulator } = useShell();
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
          {brand}
        </Link>
        <nav aria-label="Main">
          <ul>
            {nav.links.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} section={item.section}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {ready && loggedIn && (
              <>
                {nav.memberLinks.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} section={item.section}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
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
          {footer}{' '}
          {onEmulator && (
            <>
              Running on the local emulator at <code>{baseUrl}</code>: its <a href={`${baseUrl}/_emulator/outbox/page`}>outbox</a> has the
              emails. Demo member: <code>demo@frontdesk.test</code> / <code>frontdesk-demo</code>.
            </>
          )}
        </p>
      </footer>
    </>
  );
}
