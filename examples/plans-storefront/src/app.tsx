import type { ReactNode } from 'react';
import { Layout } from './components/layout.js';
import { AccountPage } from './pages/account.js';
import { CallbackPage } from './pages/callback.js';
import { ForgotPasswordPage } from './pages/forgot-password.js';
import { LoginPage } from './pages/login.js';
import { NotFoundPage } from './pages/not-found.js';
import { PlanPage } from './pages/plan.js';
import { PlansPage } from './pages/plans.js';
import { RegisterPage } from './pages/register.js';
import { ResetPasswordPage } from './pages/reset-password.js';
import { ThankYouPage } from './pages/thank-you.js';
import { VerifyEmailPage } from './pages/verify-email.js';
import { Redirect, useLocation } from './router.js';

/** Fixed pages by path. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <PlansPage />,
  '/plans': () => <Redirect to="/" />,
  '/login': () => <LoginPage />,
  '/register': () => <RegisterPage />,
  '/verify-email': () => <VerifyEmailPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/reset-password': () => <ResetPasswordPage />,
  '/callback': () => <CallbackPage />,
  '/thank-you': () => <ThankYouPage />,
  '/account': () => <AccountPage />,
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
  return <NotFoundPage />;
}

/** The store: the layout around the page the address bar names. */
export function App(): ReactNode {
  const { pathname } = useLocation();
  return <Layout>{page(pathname)}</Layout>;
}
