/**
 * The shell the example apps share (examples/plans-storefront, examples/booking-app): the history
 * router, the layout, forms and feedback, the sign-in pages and flows, readable errors, and the
 * start-up. Each app passes what differs (its brand, home page, storage keys, error codes, links)
 * through {@link createShell} and props; its own pages stay in the app.
 *
 * @packageDocumentation
 */
export { Alert, LoadError, Loading, Notice } from './components/feedback.js';
export { Field } from './components/field.js';
export { Layout, type Nav, type NavItem } from './components/layout.js';
export { errorMessage, signInFailureMessage, type ErrorCodes } from './errors.js';
export { setFlash, useFlash } from './flash.js';
export { money } from './format.js';
export { usePageTitle, useSession, useSubmit } from './hooks.js';
export { mountApp, type MountOptions } from './mount.js';
export { CallbackPage } from './pages/callback.js';
export { ForgotPasswordPage } from './pages/forgot-password.js';
export { LoginPage, type LoginPageProps } from './pages/login.js';
export { NotFoundPage } from './pages/not-found.js';
export { RegisterPage } from './pages/register.js';
export { ResetPasswordPage } from './pages/reset-password.js';
export { VerifyEmailPage } from './pages/verify-email.js';
export { Link, navigate, Redirect, safePath, setSearch, useLocation, type Location, type NavigateOptions } from './router.js';
export { createFlowStorage, type FlowStorage, type PendingVerification, type Stored } from './session.js';
export { createShell, ShellProvider, useShell, type Shell, type ShellConfig } from './shell.js';
export { signInPages } from './sign-in-pages.js';
export { continueSignIn } from './sign-in.js';
