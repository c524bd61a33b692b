import { errorMessage as sharedErrorMessage, type ErrorCodes } from '../../shared-ui/src/errors.js';

/*
 * The store's own platform error codes as sentences for the customer. The shared shell's
 * `errorMessage` (examples/shared-ui/src/errors.ts) turns every other failure into a sentence, and
 * this app's `errorMessage` (below, and `shell.errorMessage` in src/shell.ts) adds these codes to it.
 */

/** What the platform's codes of this app's calls mean to a customer. */
export const API_CODES: ErrorCodes = {
  archived_plan: 'This plan is no longer available: it was withdrawn while you were looking. Please choose another plan.',
  hidden_plan: 'This plan is not for sale online. Please choose another plan.',
  plan_not_found: 'This plan no longer exists. Please choose another plan.',
  purchases_limit_reached: 'You already have this plan, and it can be bought only once.',
  MEMBER_REQUIRED: 'Please log in to buy a plan.',
  CANCELLATION_NOT_ALLOWED: 'This plan cannot be canceled online. Please contact the studio.',
  AUTO_RENEW_ALREADY_CANCELED: 'This plan is already set to end at the next payment date.',
  INVALID_EFFECTIVE_AT: 'This plan cannot be canceled at the next payment date; cancel it now instead.',
  INVALID_ORDER_STATUS: 'This plan has already ended or been canceled.',
  ORDER_NOT_FOUND: 'We could not find this order in your account.',
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
