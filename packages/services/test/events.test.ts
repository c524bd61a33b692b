import { describe, expect, it } from 'vitest';
import { collectEvents, useSignedWebhooks } from '@frontdesk/test-support';
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
  const signed = useSignedWebhooks();

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
    const webhooks = signed.handler();
    const [staffCreated, policyUpdated, defaults] = collectEvents(
      webhooks,
      staffMemberCreated,
      bookingPolicyUpdated,
      defaultBookingPolicySet,
    );
    await signed.deliver(webhooks, { eventType: staffMemberCreated.type, createdEvent: { entity: staff } });
    await signed.deliver(webhooks, { eventType: bookingPolicyUpdated.type, updatedEvent: { currentEntity: policy } });
    await signed.deliver(webhooks, {
      eventType: defaultBookingPolicySet.type,
      actionEvent: { body: { currentDefaultBookingPolicy: policy } },
    });
    expect(staffCreated[0]!.entity.createdDate).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    expect(policyUpdated[0]!.entity.cancellationPolicy?.latestCancellationInMinutes).toBe(1440);
    expect(defaults[0]!.data.currentDefaultBookingPolicy?.createdDate).toBeInstanceOf(Date);
  });
});
