import { defineEvent } from '@frontdesk/core/webhooks';
import { BookingPolicyWire, DefaultBookingPolicySetBodyWire, ServiceWire, StaffMemberActionBodyWire, StaffMemberWire } from './wire.gen.js';

/*
 * Webhook events of services, staff members and booking policies (platform-rules 1.4). Register them
 * on a webhook handler from `@frontdesk/core/webhooks`; dates arrive as `Date`s.
 */

/**
 * A service was created (or cloned); `event.entity` is the service.
 */
export const serviceCreated = /* @__PURE__ */ defineEvent('wix.bookings.services.v2.service_created', {
  kind: 'created',
  schema: ServiceWire,
});

/**
 * A service changed (update, locations, pricing plans, slug); `event.entity` is the current service.
 */
export const serviceUpdated = /* @__PURE__ */ defineEvent('wix.bookings.services.v2.service_updated', {
  kind: 'updated',
  schema: ServiceWire,
});

/**
 * A service was deleted; `event.entity` is its last state.
 */
export const serviceDeleted = /* @__PURE__ */ defineEvent('wix.bookings.services.v2.service_deleted', {
  kind: 'deleted',
  schema: ServiceWire,
});

/**
 * A staff member was created.
 */
export const staffMemberCreated = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_created', {
  kind: 'created',
  schema: StaffMemberWire,
});

/**
 * A staff member changed.
 */
export const staffMemberUpdated = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_updated', {
  kind: 'updated',
  schema: StaffMemberWire,
});

/**
 * A staff member was deleted.
 */
export const staffMemberDeleted = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_deleted', {
  kind: 'deleted',
  schema: StaffMemberWire,
});

/**
 * A staff member was connected to a site user.
 */
export const staffMemberConnectedToUser = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_connected_to_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member was disconnected from a site user.
 */
export const staffMemberDisconnectedFromUser = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_disconnected_from_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member and their resource and schedule are fully created.
 */
export const staffMemberFullyCreated = /* @__PURE__ */ defineEvent('wix.bookings.staff.v1.staff_member_fully_created', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A booking policy was created.
 */
export const bookingPolicyCreated = /* @__PURE__ */ defineEvent('wix.bookings.v1.booking_policy_created', {
  kind: 'created',
  schema: BookingPolicyWire,
});

/**
 * A booking policy changed.
 */
export const bookingPolicyUpdated = /* @__PURE__ */ defineEvent('wix.bookings.v1.booking_policy_updated', {
  kind: 'updated',
  schema: BookingPolicyWire,
});

/**
 * A booking policy was deleted.
 */
export const bookingPolicyDeleted = /* @__PURE__ */ defineEvent('wix.bookings.v1.booking_policy_deleted', {
  kind: 'deleted',
  schema: BookingPolicyWire,
});

/**
 * Another policy became the site's default; `event.data` holds the current (and previous) default.
 */
export const defaultBookingPolicySet = /* @__PURE__ */ defineEvent('wix.bookings.v1.booking_policy_default_booking_policy_set', {
  kind: 'action',
  schema: DefaultBookingPolicySetBodyWire,
});
