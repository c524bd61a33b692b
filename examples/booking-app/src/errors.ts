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
 * Every failure the store can meet, as a sentence for the customer. Frontdesk's errors are typed
 * (network, timeout, 4xx with the platform's code, ...), so each case gets its own text instead of
 * "Error: Request failed with status 428".
 */

/** What the platform's codes mean to a customer. */
const API_CODES: Record<string, string> = {
  SLOT_NOT_AVAILABLE: 'Sorry, this time was just booked by someone else. Please choose another time.',
  SLOT_HOLD_UNAVAILABLE: 'Sorry, this time was just booked by someone else. Please choose another time.',
  NO_OPEN_SPOTS: 'Sorry, there are no open spots left. Please choose another time.',
  SESSION_CAPACITY_EXCEEDED: 'Sorry, this session has no open spots left for that many people. Please choose another session or book for fewer people.',
  SCHEDULE_CAPACITY_EXCEEDED: 'Sorry, this course has no open spots left for that many people.',
  SESSION_NOT_FOUND: 'This session is no longer on the schedule. Please choose another one.',
  SCHEDULE_NOT_FOUND: 'This service can no longer be booked. Please choose another service.',
  SERVICE_NOT_FOUND: 'This service no longer exists. Please choose another service.',
  BOOKING_POLICY_VIOLATION: "The studio's booking policy does not allow this online any more (or not yet). Please contact the studio.",
  BOOKING_NOT_FOUND: 'We could not find this booking in your account.',
  // My bookings, reschedule and the staff view (the last four come from the app's staff proxy).
  BOOKING_REVISION_MISMATCH: 'This booking changed in the meantime (on another device or by the studio). We reloaded it: please check it and try again.',
  INVALID_BOOKING_STATUS: 'This booking changed in the meantime, so this is no longer possible. The list now shows its current status.',
  NOT_ALLOWED_TO_UPDATE_BOOKING_IN_MULTI_SERVICE_BOOKING: 'This booking is part of a package of services: please contact the studio to change it.',
  STAFF_SESSION_REQUIRED: 'Your staff session has ended. Please enter the staff passcode again.',
  STAFF_CALL_NOT_ALLOWED: 'The staff view is not allowed to do this.',
  CROSS_SITE_REQUEST: 'This request was refused because it did not come from the booking app itself.',
  PLATFORM_UNREACHABLE: 'The booking app could not reach the studio platform. Please try again in a moment.',
  VERIFICATION_FAILED: 'That code is wrong or has expired. Check the latest email, or send a new code.',
  '-19972': 'This password reset link has expired or is not valid. Please ask for a new one.',
};

/**
 * A readable message for any error a Frontdesk call (or a sign-in flow) can throw.
 *
 * @example
 * ```tsx
 * {query.error && <Alert>{errorMessage(query.error)}</Alert>}
 * ```
 */
export function errorMessage(error: unknown): string {
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
    const known = API_CODES[error.code];
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
 * The text of a refused sign-in (a `FAILURE` result of register, login or verification).
 *
 * @example
 * ```ts
 * if (result.loginState === 'FAILURE') setError(signInFailureMessage(result));
 * ```
 */
export function signInFailureMessage(result: Extract<StateMachine, { loginState: 'FAILURE' }>): string {
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
      if (result.platformCode && API_CODES[result.platformCode]) return API_CODES[result.platformCode]!;
      if (result.error === 'Unknown _state') return 'This sign-in step has expired. Please start again.';
      return `${result.error.charAt(0).toUpperCase()}${result.error.slice(1)}.`.replace(/\.\.$/, '.');
  }
}
