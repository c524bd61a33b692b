import { beforeAll, describe, expect, it } from 'vitest';
import { createWebhookHandler, generateWebhookKeyPair, signTestWebhook, type EventOf, type WebhookKeyPair } from '@frontdesk/core/webhooks';
import {
  bookingPolicyCreated,
  bookingPolicyDeleted,
  bookingPolicyUpdated,
  defaultBookingPolicySet,
  serviceCreated,
  serviceDeleted,
  serviceUpdated,
  staffMemberConnectedToUser,
  staffMemberCreated,
  staffMemberDeleted,
  staffMemberDisconnectedFromUser,
  staffMemberFullyCreated,
  staffMemberUpdated,
} from '../src/index.js';

const policy = {
  id: 'bp1',
  name: 'Standard',
  createdDate: '2026-01-05T10:00:00.000Z',
  cancellationPolicy: { enabled: true, latestCancellationInMinutes: 1440 },
};
const staff = { id: 's1', name: 'Maya', createdDate: '2026-01-05T10:00:00.000Z' };

describe('services, staff and policy events', () => {
  let keys: WebhookKeyPair;
  beforeAll(async () => {
    keys = await generateWebhookKeyPair();
  });

  it('have the platform event types and kinds', () => {
    const all = [
      serviceCreated,
      serviceUpdated,
      serviceDeleted,
      staffMemberCreated,
      staffMemberUpdated,
      staffMemberDeleted,
      staffMemberConnectedToUser,
      staffMemberDisconnectedFromUser,
      staffMemberFullyCreated,
      bookingPolicyCreated,
      bookingPolicyUpdated,
      bookingPolicyDeleted,
      defaultBookingPolicySet,
    ];
    expect(all.map((d) => `${d.type} ${d.kind}`)).toEqual([
      'wix.bookings.services.v2.service_created created',
      'wix.bookings.services.v2.service_updated updated',
      'wix.bookings.services.v2.service_deleted deleted',
      'wix.bookings.staff.v1.staff_member_created created',
      'wix.bookings.staff.v1.staff_member_updated updated',
      'wix.bookings.staff.v1.staff_member_deleted deleted',
      'wix.bookings.staff.v1.staff_member_connected_to_user action',
      'wix.bookings.staff.v1.staff_member_disconnected_from_user action',
      'wix.bookings.staff.v1.staff_member_fully_created action',
      'wix.bookings.v1.booking_policy_created created',
      'wix.bookings.v1.booking_policy_updated updated',
      'wix.bookings.v1.booking_policy_deleted deleted',
      'wix.bookings.v1.booking_policy_default_booking_policy_set action',
    ]);
  });

  it('decode staff members and policies with Date fields', async () => {
    const webhooks = createWebhookHandler({ publicKey: keys.publicKeyPem });
    const staffCreated: EventOf<typeof staffMemberCreated>[] = [];
    const policyUpdated: EventOf<typeof bookingPolicyUpdated>[] = [];
    const defaults: EventOf<typeof defaultBookingPolicySet>[] = [];
    webhooks.on(staffMemberCreated, (e) => void staffCreated.push(e));
    webhooks.on(bookingPolicyUpdated, (e) => void policyUpdated.push(e));
    webhooks.on(defaultBookingPolicySet, (e) => void defaults.push(e));
    await webhooks.process(
      await signTestWebhook({ eventType: staffMemberCreated.type, createdEvent: { entity: staff } }, keys.privateKeyPem),
    );
    await webhooks.process(
      await signTestWebhook({ eventType: bookingPolicyUpdated.type, updatedEvent: { currentEntity: policy } }, keys.privateKeyPem),
    );
    await webhooks.process(
      await signTestWebhook(
        { eventType: defaultBookingPolicySet.type, actionEvent: { body: { currentDefaultBookingPolicy: policy } } },
        keys.privateKeyPem,
      ),
    );
    expect(staffCreated[0]!.entity.createdDate).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    expect(policyUpdated[0]!.entity.cancellationPolicy?.latestCancellationInMinutes).toBe(1440);
    expect(defaults[0]!.data.currentDefaultBookingPolicy?.createdDate).toBeInstanceOf(Date);
  });
});
