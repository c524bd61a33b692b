import { errorMessage as sharedErrorMessage, type ErrorCodes } from '../../shared-ui/src/errors.js';

/*
 * The booking app's own platform error codes as sentences for the customer. The shared shell's
 * `errorMessage` (examples/shared-ui/src/errors.ts) turns every other failure into a sentence, and
 * this app's `errorMessage` (below, and `shell.errorMessage` in src/shell.ts) adds these codes to it.
 */

/** What the platform's codes of this app's calls mean to a customer. */
export const API_CODES: ErrorCodes = {
  SLOT_NOT_AVAILABLE: 'Sorry, this time was just booked by someone else. Please choose another time.',
  SLOT_HOLD_UNAVAILABLE: 'Sorry, this time was just booked by someone else. Please choose another time.',
  NO_OPEN_SPOTS: 'Sorry, there are no open spots left. Please choose another time.',
  SESSION_CAPACITY_EXCEEDED:
    'Sorry, this session has no open spots left for that many people. Please choose another session or book for fewer people.',
  SCHEDULE_CAPACITY_EXCEEDED: 'Sorry, this course has no open spots left for that many people.',
  SESSION_NOT_FOUND: 'This session is no longer on the schedule. Please choose another one.',
  SCHEDULE_NOT_FOUND: 'This service can no longer be booked. Please choose another service.',
  SERVICE_NOT_FOUND: 'This service no longer exists. Please choose another service.',
  BOOKING_POLICY_VIOLATION: "The studio's booking policy does not allow this online any more (or not yet). Please contact the studio.",
  BOOKING_NOT_FOUND: 'We could not find this booking in your account.',
  // My bookings, reschedule and the staff view (the last four come from the app's staff proxy).
  BOOKING_REVISION_MISMATCH:
    'This booking changed in the meantime (on another device or by the studio). We reloaded it: please check it and try again.',
  INVALID_BOOKING_STATUS: 'This booking changed in the meantime, so this is no longer possible. The list now shows its current status.',
  NOT_ALLOWED_TO_UPDATE_BOOKING_IN_MULTI_SERVICE_BOOKING:
    'This booking is part of a package of services: please contact the studio to change it.',
  STAFF_SESSION_REQUIRED: 'Your staff session has ended. Please enter the staff passcode again.',
  STAFF_CALL_NOT_ALLOWED: 'The staff view is not allowed to do this.',
  CROSS_SITE_REQUEST: 'This request was refused because it did not come from the booking app itself.',
  PLATFORM_UNREACHABLE: 'The booking app could not reach the studio platform. Please try again in a moment.',
};

/**
 * A readable message for any error a Frontdesk call can throw, this app's codes included.
 *
 * @example
 * ```tsx
 * {query.error && <Alert>{errorMessage(query.error)}</Alert>}
 * ```
 */
export function errorMessage(error: unknown): string {
  return sharedErrorMessage(error, API_CODES);
}
