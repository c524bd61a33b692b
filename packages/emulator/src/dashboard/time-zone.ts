import { servicesApi } from '../domains/services/api.js';
import type { EmulatorState } from '../state/types.js';
import { requireZone } from '../util/zoned-time.js';

/**
 * The business's IANA time zone: the site's bookings settings (the zone its services, availability
 * and booking emails use), else `UTC` (an emulator without the services domain).
 */
export function businessTimeZone(state: EmulatorState): string {
  try {
    return servicesApi(state).timeZone() || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The time zone a dashboard read asks for (`?timeZone=`): any IANA zone (`UTC` included), else the
 * business's. A 400 for an unknown zone.
 */
export function readTimeZone(value: string | null, state: EmulatorState): string {
  const zone = value?.trim();
  return zone ? requireZone(zone, 'timeZone') : businessTimeZone(state);
}
