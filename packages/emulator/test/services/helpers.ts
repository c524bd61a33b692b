import type { Emulator } from '../../src/index.js';
import { DEMO_STAFF_RESOURCE_IDS } from '../../src/index.js';
import { call } from '../plans/helpers.js';

export { call, codeOf, newEmulator, T0, visitor } from '../plans/helpers.js';

/** The services wire base path. */
export const BASE = '/_api/bookings/v2/services';

/** A valid appointment to create. */
export const appointment = {
  type: 'APPOINTMENT',
  name: 'Deep Tissue Massage',
  payment: { rateType: 'FIXED', fixed: { price: { value: '90', currency: 'USD' } }, options: { online: true, inPerson: true } },
  onlineBooking: { enabled: true },
  schedule: { availabilityConstraints: { sessionDurations: [60] } },
  staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
};

/** A free class with no schedule yet (its sessions come from Calendar Events). */
export const eveningClass = {
  type: 'CLASS',
  name: 'Evening Flow',
  defaultCapacity: 12,
  onlineBooking: { enabled: true },
  payment: { rateType: 'NO_FEE', options: { inPerson: true } },
};

/** Creates a service as the owner (throws on failure). */
export async function createService(emulator: Emulator, service: Record<string, unknown>): Promise<any> {
  const { status, body } = await call(emulator, 'POST', BASE, { service });
  if (status !== 200) throw new Error(`createService failed: ${status} ${JSON.stringify(body)}`);
  return body.service;
}

/** The services events emitted so far: `{type, entityId, data}`. */
export function serviceEvents(emulator: Emulator): Array<{ type: string; entityId: string; data: any }> {
  return emulator.webhooks
    .events()
    .filter((e) => e.eventType.startsWith('wix.bookings.services.v2.'))
    .map((e) => {
      const inner = JSON.parse(JSON.parse(e.envelope).data);
      return {
        type: e.eventType.replace('wix.bookings.services.v2.', ''),
        entityId: inner.entityId,
        data: inner.createdEvent?.entity ?? inner.updatedEvent?.currentEntity ?? inner.deletedEvent?.deletedEntity,
      };
    });
}
