import type { RouteContext } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { bookingEvent, bookingsState, touch } from './state.js';
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
 *
 * @example
 * ```ts
 * deleteService(services, id, emit);
 * if (!preserve) cancelFutureBookingsOfService(state, id, clock.now(), emit);
 * ```
 */
export function cancelFutureBookingsOfService(state: EmulatorState, serviceId: string, now: Date, emit: Emit): number {
  let canceled = 0;
  for (const record of Object.values(bookingsState(state).bookings)) {
    if (record.serviceId !== serviceId || record.start <= now.getTime() || !ACTIVE.has(record.booking.status)) continue;
    const previousStatus = record.booking.status;
    record.booking.status = 'CANCELED';
    record.booking.canceledDate = now.toISOString();
    touch(record, now);
    emit(...bookingEvent('canceled', record, { previousStatus }));
    emit(...bookingEvent('updated', record));
    canceled++;
  }
  return canceled;
}
