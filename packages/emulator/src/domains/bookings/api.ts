/*
 * The bookings domain's API for other domains and the emulator's own dashboard. No domain depends
 * on bookings: bookings depends on services, members, identity and orders (each through its api.ts)
 * and registers its service-deleted hook with services at startup (bookings/index.ts). The
 * dashboard asks which owner actions a booking allows now.
 */

import type { PlatformError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import { own } from '../../util/safe-keys.js';
import { bookingsState } from './state.js';
import { ownerBookingActionRefusals, type OwnerBookingAction } from './transitions.js';

export type { OwnerBookingAction } from './transitions.js';

/**
 * What the site owner may do to a booking now (`confirm`, `decline`, `cancel`), each with the
 * platform error its route would answer (`undefined`: allowed); `undefined` for an unknown booking.
 *
 * @example
 * ```ts
 * const refusals = ownerBookingActions(ctx.state, bookingId, ctx.clock.now());
 * ```
 */
export function ownerBookingActions(
  state: EmulatorState,
  bookingId: string,
  now: Date,
): Record<OwnerBookingAction, PlatformError | undefined> | undefined {
  const record = own(bookingsState(state).bookings, bookingId);
  return record ? ownerBookingActionRefusals(record, now) : undefined;
}
