import { defineEvent } from '@frontdesk/core/webhooks';
import { BookingPolicyWire, DefaultBookingPolicySetBodyWire, ServiceWire, StaffMemberActionBodyWire, StaffMemberWire } from './wire.gen.js';

/*
 * Webhook events of services, staff members and booking policies (platform-rules 1.4). Register them
 * on a webhook handler from `@frontdesk/core/webhooks`; dates arrive as `Date`s.
 */

/**
 * A service was created (or cloned); `event.entity` is the service.
 *
 * @example
 * ```ts
 * webhooks.on(serviceCreated, (event) => index(event.entity.id, event.entity.name));
 * ```
 */
export const serviceCreated = defineEvent('wix.bookings.services.v2.service_created', { kind: 'created', schema: ServiceWire });

/**
 * A service changed (update, locations, pricing plans, slug); `event.entity` is the current service.
 *
 * @example
 * ```ts
 * webhooks.on(serviceUpdated, (event) => cache.set(event.entity.id!, event.entity));
 * ```
 */
export const serviceUpdated = defineEvent('wix.bookings.services.v2.service_updated', { kind: 'updated', schema: ServiceWire });

/**
 * A service was deleted; `event.entity` is its last state.
 *
 * @example
 * ```ts
 * webhooks.on(serviceDeleted, (event) => cache.delete(event.metadata.entityId));
 * ```
 */
export const serviceDeleted = defineEvent('wix.bookings.services.v2.service_deleted', { kind: 'deleted', schema: ServiceWire });

/**
 * A staff member was created.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberCreated, (event) => console.log(event.entity.name));
 * ```
 */
export const staffMemberCreated = defineEvent('wix.bookings.staff.v1.staff_member_created', { kind: 'created', schema: StaffMemberWire });

/**
 * A staff member changed.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberUpdated, (event) => console.log(event.entity.name));
 * ```
 */
export const staffMemberUpdated = defineEvent('wix.bookings.staff.v1.staff_member_updated', { kind: 'updated', schema: StaffMemberWire });

/**
 * A staff member was deleted.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberDeleted, (event) => console.log(event.metadata.entityId));
 * ```
 */
export const staffMemberDeleted = defineEvent('wix.bookings.staff.v1.staff_member_deleted', { kind: 'deleted', schema: StaffMemberWire });

/**
 * A staff member was connected to a site user.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberConnectedToUser, (event) => console.log(event.data.staffMember?.name));
 * ```
 */
export const staffMemberConnectedToUser = defineEvent('wix.bookings.staff.v1.staff_member_connected_to_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member was disconnected from a site user.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberDisconnectedFromUser, (event) => console.log(event.data.staffMember?.name));
 * ```
 */
export const staffMemberDisconnectedFromUser = defineEvent('wix.bookings.staff.v1.staff_member_disconnected_from_user', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A staff member and their resource and schedule are fully created.
 *
 * @example
 * ```ts
 * webhooks.on(staffMemberFullyCreated, (event) => console.log(event.data.staffMember?.id));
 * ```
 */
export const staffMemberFullyCreated = defineEvent('wix.bookings.staff.v1.staff_member_fully_created', {
  kind: 'action',
  schema: StaffMemberActionBodyWire,
});

/**
 * A booking policy was created.
 *
 * @example
 * ```ts
 * webhooks.on(bookingPolicyCreated, (event) => console.log(event.entity.name));
 * ```
 */
export const bookingPolicyCreated = defineEvent('wix.bookings.v1.booking_policy_created', { kind: 'created', schema: BookingPolicyWire });

/**
 * A booking policy changed.
 *
 * @example
 * ```ts
 * webhooks.on(bookingPolicyUpdated, (event) => console.log(event.entity.revision));
 * ```
 */
export const bookingPolicyUpdated = defineEvent('wix.bookings.v1.booking_policy_updated', { kind: 'updated', schema: BookingPolicyWire });

/**
 * A booking policy was deleted.
 *
 * @example
 * ```ts
 * webhooks.on(bookingPolicyDeleted, (event) => console.log(event.metadata.entityId));
 * ```
 */
export const bookingPolicyDeleted = defineEvent('wix.bookings.v1.booking_policy_deleted', { kind: 'deleted', schema: BookingPolicyWire });

/**
 * Another policy became the site's default; `event.data` holds the current (and previous) default.
 *
 * @example
 * ```ts
 * webhooks.on(defaultBookingPolicySet, (event) => console.log(event.data.currentDefaultBookingPolicy?.name));
 * ```
 */
export const defaultBookingPolicySet = defineEvent('wix.bookings.v1.booking_policy_default_booking_policy_set', {
  kind: 'action',
  schema: DefaultBookingPolicySetBodyWire,
});
