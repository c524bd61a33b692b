import type { ReactNode } from 'react';
import { Layout } from './components/layout.js';
import { BookPage } from './pages/book.js';
import { CallbackPage } from './pages/callback.js';
import { ConfirmationPage } from './pages/confirmation.js';
import { ForgotPasswordPage } from './pages/forgot-password.js';
import { LoginPage } from './pages/login.js';
import { MyBookingsPage } from './pages/my-bookings.js';
import { NotFoundPage } from './pages/not-found.js';
import { RegisterPage } from './pages/register.js';
import { ReschedulePage } from './pages/reschedule.js';
import { ResetPasswordPage } from './pages/reset-password.js';
import { ServicePage } from './pages/service.js';
import { ServicesPage } from './pages/services.js';
import { StaffPage } from './pages/staff.js';
import { VerifyEmailPage } from './pages/verify-email.js';
import { Redirect, useLocation } from './router.js';

/** Fixed pages by path. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <ServicesPage />,
  '/services': () => <Redirect to="/" />,
  '/login': () => <LoginPage />,
  '/register': () => <RegisterPage />,
  '/verify-email': () => <VerifyEmailPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/reset-password': () => <ResetPasswordPage />,
  '/callback': () => <CallbackPage />,
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

/** The page for a path: a fixed page, one of {@link PATTERNS}, or not found. */
function page(pathname: string): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = PAGES[path];
  if (fixed) return fixed();
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return render(decodeURIComponent(match[1]!));
  }
  return <NotFoundPage />;
}

/** The app: the layout around the page the address bar names. */
export function App(): ReactNode {
  const { pathname } = useLocation();
  return <Layout>{page(pathname)}</Layout>;
}
