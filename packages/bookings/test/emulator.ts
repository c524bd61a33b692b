import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import { useEmulator as useBaseEmulator } from '../../core/test/support/use-emulator.js';

export { T0 } from '../../core/test/support/use-emulator.js';

/** The demo services (Private Yoga Session, Intro Consultation, Vinyasa Flow class, Mindfulness Course). */
export const SERVICES = DEMO_SERVICE_IDS;

/** The shared emulator fixture plus what the bookings tests need. */
export function useEmulator() {
  const base = useBaseEmulator();
  /** The event types emitted since `mark` that are booking events (suffix after `booking_`). */
  const bookingEventsSince = (mark: number) =>
    base
      .eventsSince(mark)
      .filter((t) => t.startsWith('wix.bookings.v2.booking_'))
      .map((t) => t.slice('wix.bookings.v2.booking_'.length));
  return { ...base, bookingEventsSince };
}
