import { defineEvent } from '@frontdesk/core/webhooks';
import { BookingPolicyWire, DefaultBookingPolicySetBodyWire, ServiceWire, StaffMemberActionBodyWire, StaffMemberWire } from './wire.gen.js';

/*
 * Webhook events of services, staff members and booking policies (platform-rules 1.4). Register them
 * on a webhook handler from `@frontdesk/core/webhooks`; dates arrive as `Date`s.
 */

/**
 * A service was created (or cloned); `event.entity` is the service.
 */
export const serviceCreated = defineEvent('wix.bookings.services.v2.service_created', { kind: 'created', schema: ServiceWire });

/**
 * A service changed (update, locations, pricing plans, slug); `event.entity` is the current service.
 */
export const serviceUpdated = defineEvent('wix.bookings.services.v2.service_updated', { kind: 'updated', schema: ServiceWire });

/**
 * A service was deleted; `event.entity` is its last state.
 */
export const serviceDeleted = defineEvent('wix.bookings.services.v2.service_deleted', { kind: 'deleted', schema: ServiceWire });

/**
 * A staff member was created.
 */
export const staffMemberCreated = defineEvent('wix.bookings.staff.v1.staff_member_created', { kind: 'created', schema: StaffMemberWire });

/**
 * A staff member changed.
 */
export const staffMemberUpdated = defineEvent('wix.bookings.staff.v1.staff_member_updated', { kind: 'updated', schema: StaffMemberWire });

/**
 * A staff member was deleted.
 */
export const staffMemberDeleted = defineEvent('wix.bookings.staff.v1.staff_member_deleted', { kind: 'deleted', schema: StaffMemberWire });

/**
 * A staff member was connected to a site user.
 */
export const staffMemberConnectedToUser = defineEvent('wix.bookings.staff.v1.staff_member_connected_to_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member was disconnected from a site user.
 */
export const staffMemberDisconnectedFromUser = defineEvent('wix.bookings.staff.v1.staff_member_disconnected_from_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member and their resource and schedule are fully created.
 */
export const staffMemberFullyCreated = defineEvent('wix.bookings.staff.v1.staff_member_fully_created', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A booking policy was created.
 */
export const bookingPolicyCreated = defineEvent('wix.bookings.v1.booking_policy_created', { kind: 'created', schema: BookingPolicyWire });

/**
 * A booking policy changed.
 */
export const bookingPolicyUpdated = defineEvent('wix.bookings.v1.booking_policy_updated', { kind: 'updated', schema: BookingPolicyWire });

/**
 * A booking policy was deleted.
 */
export const bookingPolicyDeleted = defineEvent('wix.bookings.v1.booking_policy_deleted', { kind: 'deleted', schema: BookingPolicyWire });

/**
 * Another policy became the site's default; `event.data` holds the current (and previous) default.
 */
export const defaultBookingPolicySet = defineEvent('wix.bookings.v1.booking_policy_default_booking_policy_set', {
  kind: 'action',
  schema: DefaultBookingPolicySetBodyWire,
});
