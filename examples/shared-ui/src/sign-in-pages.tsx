import type { ReactNode } from 'react';
import { CallbackPage } from './pages/callback.js';
import { ForgotPasswordPage } from './pages/forgot-password.js';
import { LoginPage, type LoginPageProps } from './pages/login.js';
import { RegisterPage } from './pages/register.js';
import { ResetPasswordPage } from './pages/reset-password.js';
import { VerifyEmailPage } from './pages/verify-email.js';

/**
 * The shared sign-in pages by path (`/login`, `/register`, `/verify-email`, `/forgot-password`,
 * `/reset-password`, `/callback`), for an app's table of pages.
 *
 * @example
 * ```tsx
 * const PAGES = { '/': () => <PlansPage />, ...signInPages({ loginNotice }) };
 * ```
 */
export function signInPages({ loginNotice }: { loginNotice?: LoginPageProps['notice'] } = {}): Record<string, () => ReactNode> {
  return {
    '/login': () => <LoginPage {...(loginNotice ? { notice: loginNotice } : {})} />,
    '/register': () => <RegisterPage />,
    '/verify-email': () => <VerifyEmailPage />,
    '/forgot-password': () => <ForgotPasswordPage />,
    '/reset-password': () => <ResetPasswordPage />,
    '/callback': () => <CallbackPage />,
  };
}
