import type { RouteContext } from '../../routing/types.js';
import type { ServiceDeletedHook } from '../services/api.js';
import type { EmulatorState } from '../../state/types.js';
import { bookingsState, markCanceled } from './state.js';
import type { BookingStatus } from './types.js';

type Emit = RouteContext['emit'];

/** The statuses of a booking that still holds its place. */
const ACTIVE: ReadonlySet<BookingStatus> = new Set(['CREATED', 'PENDING', 'CONFIRMED', 'WAITING_LIST']);

/**
 * What deleting a service does to its bookings (platform-rules 3.5 deleteService): without
 * `preserveFutureSessionsWithParticipants` its future sessions are canceled, and so every active
 * booking that starts after `now` becomes CANCELED (revision +1, `booking_canceled` and
 * `booking_updated` sent). Past bookings, and already canceled or declined ones, stay as they are.
 * Returns how many were canceled.
 */
export function cancelFutureBookingsOfService(state: EmulatorState, serviceId: string, now: Date, emit: Emit): number {
  let canceled = 0;
  for (const record of Object.values(bookingsState(state).bookings)) {
    if (record.serviceId !== serviceId || record.start <= now.getTime() || !ACTIVE.has(record.booking.status)) continue;
    markCanceled(record, now, emit);
    canceled++;
  }
  return canceled;
}

/**
 * The services domain's service-deleted hook: cancels the deleted service's future bookings
 * (registered by the bookings domain at startup).
 */
export const cancelFutureBookingsOnServiceDeletion: ServiceDeletedHook = (ctx, serviceId) => {
  cancelFutureBookingsOfService(ctx.state, serviceId, ctx.clock.now(), ctx.emit);
};
