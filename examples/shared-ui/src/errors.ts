import {
  isApiError,
  isAuthenticationError,
  isAuthFlowError,
  isNetworkError,
  isNotFoundError,
  isPermissionError,
  isRateLimitError,
  isServerError,
  isTimeoutError,
  isValidationError,
} from '@frontdesk/core';
import type { StateMachine } from '@frontdesk/identity';
import { isIdentityChangedError } from '@frontdesk/react';

/*
 * Every failure an app can meet, as a sentence for the customer. Frontdesk's errors are typed
 * (network, timeout, 4xx with the platform's code, ...), so each case gets its own text instead of
 * "Error: Request failed with status 428".
 */

/** An app's own platform error codes (`error.code`, or a sign-in's `platformCode`) as sentences. */
export type ErrorCodes = Readonly<Record<string, string>>;

/** The sign-in codes every app meets. */
const SIGN_IN_CODES: ErrorCodes = {
  VERIFICATION_FAILED: 'That code is wrong or has expired. Check the latest email, or send a new code.',
  '-19972': 'This password reset link has expired or is not valid. Please ask for a new one.',
};

/**
 * A readable message for any error a Frontdesk call (or a sign-in flow) can throw; `codes` are the
 * app's own platform codes (inside the shell, `useShell().errorMessage` passes them).
 *
 * @example
 * ```tsx
 * {query.error && <Alert>{errorMessage(query.error, { SLOT_NOT_AVAILABLE: 'This time was just booked.' })}</Alert>}
 * ```
 */
export function errorMessage(error: unknown, codes: ErrorCodes = {}): string {
  if (isTimeoutError(error)) return 'The store took too long to answer. Please try again.';
  if (isNetworkError(error)) return 'We could not reach the store. Check your internet connection and try again.';
  if (isIdentityChangedError(error)) return 'You signed in or out in the meantime. Please try again.';
  if (isAuthFlowError(error)) {
    if (error.code === 'access_denied') return 'Sign-in was canceled.';
    if (error.code === 'invalid_state' || error.code === 'missing_code_or_state') {
      return 'This sign-in link has expired or was already used. Please log in again.';
    }
    return 'We could not finish signing you in. Please try again.';
  }
  if (isApiError(error)) {
    const known = codes[error.code] ?? SIGN_IN_CODES[error.code];
    if (known) return known;
    if (isValidationError(error) && error.fieldViolations.length > 0) {
      return `Please check your input: ${error.fieldViolations.map((v) => `${v.field.split('.').pop()} ${v.description}`).join('; ')}.`;
    }
    const description = error.description;
    if (isRateLimitError(error)) return 'Too many attempts. Please wait a moment and try again.';
    if (isServerError(error)) return 'Something went wrong on our side. Please try again in a moment.';
    if (isAuthenticationError(error)) return 'Your session has expired. Please log in again.';
    if (isPermissionError(error)) return 'Please log in with a member account to do this.';
    if (isNotFoundError(error)) return 'We could not find what you were looking for.';
    return description ? `${description}.`.replace(/\.\.$/, '.') : 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The text of a refused sign-in (a `FAILURE` result of register, login or verification); `codes` as
 * for {@link errorMessage}.
 *
 * @example
 * ```ts
 * if (result.loginState === 'FAILURE') setError(signInFailureMessage(result));
 * ```
 */
export function signInFailureMessage(result: Extract<StateMachine, { loginState: 'FAILURE' }>, codes: ErrorCodes = {}): string {
  switch (result.errorCode) {
    case 'invalidPassword':
      return 'Wrong email or password. Please try again.';
    case 'emailAlreadyExists':
      return 'An account with this email already exists. Log in instead, or reset your password.';
    case 'resetPassword':
      return 'You need to set a new password for this account. Use "Forgot your password?" below.';
    case 'missingCaptchaToken':
    case 'invalidCaptchaToken':
      return 'Please confirm you are not a robot and try again.';
    case 'invalidEmail':
      if (result.platformCode === '-19999') return 'Wrong email or password. Please try again.';
      if (result.platformCode === '-19980') return 'This account is blocked. Please contact the studio.';
      return /valid|format/i.test(result.error) ? 'Please enter a valid email address.' : `${result.error}.`.replace(/\.\.$/, '.');
    default:
      if (result.platformCode) {
        const known = codes[result.platformCode] ?? SIGN_IN_CODES[result.platformCode];
        if (known) return known;
      }
      if (result.error === 'Unknown _state') return 'This sign-in step has expired. Please start again.';
      return `${result.error.charAt(0).toUpperCase()}${result.error.slice(1)}.`.replace(/\.\.$/, '.');
  }
}
