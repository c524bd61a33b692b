import { isConflictError, type FrontdeskClient } from '@frontdesk/core';
import { queryExtendedBookings } from './extended-bookings.js';

/*
 * Opt-in handling of stale revisions (platform-rules 1.3): the platform answers a stale booking
 * revision with 409, which Frontdesk throws as a `ConflictError`.
 */

/**
 * Reads a booking's current revision (through the extended-bookings reader).
 *
 * @example
 * ```ts
 * const revision = await currentRevision(client, bookingId);
 * ```
 */
export async function currentRevision(client: FrontdeskClient, bookingId: string): Promise<string> {
  const page = await queryExtendedBookings(client, { filter: { id: bookingId }, cursorPaging: { limit: 1 } });
  const revision = page.items[0]?.booking?.revision;
  if (revision === undefined) throw new Error(`Booking ${bookingId} was not found while reading its revision`);
  return revision;
}

/**
 * Runs `action` with the booking's revision; when the platform answers that the revision is stale
 * (`ConflictError`), re-reads the booking and runs `action` once more with the current revision.
 * Without `revision`, reads it first. Any other error, or a second conflict, is rethrown.
 *
 * @example
 * ```ts
 * const { booking } = await withRevisionRetry(client, bookingId, (revision) => cancelBooking(client, bookingId, { revision }), staleRevision);
 * ```
 */
export async function withRevisionRetry<T>(
  client: FrontdeskClient,
  bookingId: string,
  action: (revision: string) => Promise<T>,
  revision?: string,
): Promise<T> {
  const first = revision ?? (await currentRevision(client, bookingId));
  try {
    return await action(first);
  } catch (error) {
    if (!isConflictError(error)) throw error;
    return action(await currentRevision(client, bookingId));
  }
}
