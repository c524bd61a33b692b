import type { ApiError } from '@frontdesk/core';

/**
 * The identity calls answer a refused sign-in (wrong password, unknown account, invalid session) with
 * a 401 carrying a numeric identity code (`-19976`...). That is the call's answer, not expired
 * credentials: refreshing the visitor token and sending the password again would only count a second
 * failed attempt. Any other 401 still refreshes once and retries.
 */
export function refreshUnlessIdentityCode(error: ApiError): boolean {
  return !/^-\d+$/.test(error.code);
}
