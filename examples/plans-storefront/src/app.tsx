import type { ReactNode } from 'react';
import { Layout, NotFoundPage, Redirect, signInPages, useLocation, type Nav } from '../../shared-ui/src/index.js';
import { AccountPage } from './pages/account.js';
import { PlanPage } from './pages/plan.js';
import { PlansPage } from './pages/plans.js';
import { ThankYouPage } from './pages/thank-you.js';

/** Fixed pages by path (the sign-in pages are the shared shell's). */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <PlansPage />,
  '/plans': () => <Redirect to="/" />,
  ...signInPages({
    loginNotice: (next) =>
      next !== '/account' && next.startsWith('/plans/') ? 'Log in or create an account to buy this plan.' : undefined,
  }),
  '/thank-you': () => <ThankYouPage />,
  '/account': () => <AccountPage />,
};

/** The header's links (the shared layout adds log in, create account and log out). */
const NAV: Nav = {
  links: [{ to: '/', label: 'Plans', section: '/plans' }],
  memberLinks: [{ to: '/account', label: 'My account' }],
};

/** The page for a path: a fixed page, a plan (`/plans/<slug>`), or not found. */
function page(pathname: string): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = PAGES[path];
  if (fixed) return fixed();
  const plan = /^\/plans\/([^/]+)$/.exec(path);
  if (plan) {
    const slug = decodeURIComponent(plan[1]!);
    return <PlanPage key={slug} slug={slug} />;
  }
  return <NotFoundPage homeLabel="See the plans" />;
}

/** The store: the layout around the page the address bar names. */
export function App(): ReactNode {
  const { pathname } = useLocation();
  return <Layout nav={NAV}>{page(pathname)}</Layout>;
}
