import { createClient, type AuthStrategy, type FrontdeskClient } from '@frontdesk/core';
import { STAFF_API, STAFF_HEADER } from './staff-constants.js';

/*
 * The staff view's side of the staff proxy (server/staff-proxy.ts). Owner calls need an admin API
 * key, which must never reach a browser: the app's server holds it. The page sends the SDK's usual
 * requests to `/staff-api` on its own origin; the HttpOnly session cookie (set when the staff
 * passcode was accepted) goes along by itself, so the browser holds no credential it could leak.
 */

/** `client.auth` of the staff client. */
export interface StaffSessionAuth {
  readonly kind: 'staffSession';
}

/**
 * An auth strategy with no token: it only marks requests as the staff page's own (the proxy
 * refuses requests without the header), and relies on the session cookie.
 *
 * @example
 * ```ts
 * createClient({ baseUrl: `${location.origin}/staff-api`, auth: staffSession() });
 * ```
 */
export function staffSession(): AuthStrategy<StaffSessionAuth> {
  const headers = { [STAFF_HEADER]: '1' };
  const api: StaffSessionAuth = Object.freeze({ kind: 'staffSession' as const });
  return { getAuthHeaders: () => headers, attach: () => api };
}

/**
 * A Frontdesk client for the staff view: the ordinary `@frontdesk/bookings` calls, through the proxy.
 *
 * @example
 * ```ts
 * await confirmBooking(createStaffClient(), bookingId, revision);
 * ```
 */
export function createStaffClient(): FrontdeskClient<StaffSessionAuth> {
  return createClient({ baseUrl: `${location.origin}${STAFF_API}`, auth: staffSession() });
}

/** A refused passcode or session call, with the proxy's code (`WRONG_STAFF_PASSCODE`, ...). */
export class StaffSessionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StaffSessionError';
  }
}

async function sessionCall(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${STAFF_API}/session`, {
      method,
      headers: { [STAFF_HEADER]: '1', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      credentials: 'same-origin',
    });
  } catch {
    throw new StaffSessionError('NETWORK', 'We could not reach the booking app. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as {
    staff?: boolean;
    details?: { applicationError?: { code?: string } };
    message?: string;
  };
  if (!response.ok)
    throw new StaffSessionError(
      data.details?.applicationError?.code ?? `HTTP_${response.status}`,
      data.message ?? 'The staff view is not available.',
    );
  return data.staff === true;
}

/** Whether this browser has a staff session. */
export const readStaffSession = (): Promise<boolean> => sessionCall('GET');
/** Opens a staff session with the passcode (the proxy sets the cookie). */
export const openStaffSession = (passcode: string): Promise<boolean> => sessionCall('POST', { passcode });
/** Ends the staff session. */
export const closeStaffSession = (): Promise<boolean> => sessionCall('DELETE');
