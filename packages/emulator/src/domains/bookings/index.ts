import { onServiceDeleted } from '../services/api.js';
import type { DomainModule } from '../types.js';
import { registerAttendanceRoutes } from './attendance.js';
import { registerBookingsCheckout } from './checkout.js';
import { registerMultiServiceRoutes } from './multi.js';
import { registerBookingRoutes } from './routes.js';
import { cancelFutureBookingsOnServiceDeletion } from './service-deleted.js';
import type { BookingsState } from './types.js';

/**
 * The bookings domain (platform-rules sections 2 and 4): availability computed from the services
 * domain (schedules, staff hours, durations, policies) and existing bookings; single and
 * multi-service bookings with their status machine, revisions, capacity and policy checks; the
 * extended-bookings reader; attendance; the `bookingsCheckout` hosted checkout; `booking_*` webhooks.
 * Its state is `state.domains.bookings`.
 */
export const bookingsDomain: DomainModule = {
  name: 'bookings',
  initialState: (): BookingsState => ({ bookings: {}, multi: {} }),
  register(domain) {
    onServiceDeleted(cancelFutureBookingsOnServiceDeletion);
    registerBookingRoutes(domain);
    registerMultiServiceRoutes(domain);
    registerAttendanceRoutes(domain);
    registerBookingsCheckout(domain);
  },
};
