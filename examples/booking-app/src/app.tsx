import type { ReactNode } from 'react';
import { Layout, NotFoundPage, Redirect, signInPages, useLocation, type Nav } from '../../shared-ui/src/index.js';
import { CHECKOUT_RETURN_PATH } from './components/hosted-checkout.js';
import { BookPage } from './pages/book.js';
import { CheckoutReturnPage } from './pages/checkout-return.js';
import { ConfirmationPage } from './pages/confirmation.js';
import { MyBookingsPage } from './pages/my-bookings.js';
import { ReschedulePage } from './pages/reschedule.js';
import { ServicePage } from './pages/service.js';
import { ServicesPage } from './pages/services.js';
import { StaffPage } from './pages/staff.js';

/** Fixed pages by path (the sign-in pages are the shared shell's). */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <ServicesPage />,
  '/services': () => <Redirect to="/" />,
  ...signInPages({
    loginNotice: (next) => (next.startsWith('/services/') ? 'Log in or create an account to book as a member.' : undefined),
  }),
  [CHECKOUT_RETURN_PATH]: () => <CheckoutReturnPage />,
  '/my-bookings': () => <MyBookingsPage />,
  '/staff': () => <StaffPage />,
};

/** Pages with an id or slug in their path. */
const PATTERNS: [RegExp, (param: string) => ReactNode][] = [
  [/^\/services\/([^/]+)$/, (slug) => <ServicePage key={slug} slug={slug} />],
  [/^\/services\/([^/]+)\/book$/, (slug) => <BookPage key={slug} slug={slug} />],
  [/^\/bookings\/([^/]+)\/confirmation$/, (id) => <ConfirmationPage key={id} bookingId={id} />],
  [/^\/my-bookings\/([^/]+)\/reschedule$/, (id) => <ReschedulePage key={id} bookingId={id} />],
];

/**
 * The header's links (the shared layout adds log in, create account and log out). The staff view
 * (`/staff`) is not among them: customers have nothing to do there; the studio's staff open it by
 * its address.
 */
const NAV: Nav = {
  links: [{ to: '/', label: 'Services', section: '/services' }],
  memberLinks: [{ to: '/my-bookings', label: 'My bookings' }],
};

/** The page for a path: a fixed page, one of {@link PATTERNS}, or not found. */
function page(pathname: string): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = PAGES[path];
  if (fixed) return fixed();
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return render(decodeURIComponent(match[1]!));
  }
  return <NotFoundPage homeLabel="See the services" />;
}

/** The app: the layout around the page the address bar names. */
export function App(): ReactNode {
  const { pathname } = useLocation();
  return (
    <Layout nav={NAV} footer="A headless booking app built with Frontdesk.">
      {page(pathname)}
    </Layout>
  );
}
