import { defineEvent } from '@frontdesk/core/webhooks';
import { BookingParticipantsUpdatedWire, BookingRescheduledWire, BookingStatusChangedWire, BookingWire } from './wire.gen.js';

/*
 * Booking webhook events (wire.md "Webhooks", platform-rules 1.4). Register them on a webhook
 * handler from `@frontdesk/core/webhooks`; booking dates arrive as `Date`s.
 */

/**
 * A booking was created; `event.entity` is the booking.
 */
export const bookingCreated = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_created', { kind: 'created', schema: BookingWire });

/**
 * A booking changed (every status change, reschedule, participants or extended fields);
 * `event.entity` is the current booking.
 */
export const bookingUpdated = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_updated', { kind: 'updated', schema: BookingWire });

/**
 * A booking was confirmed; `event.data` has the booking and its previous status.
 */
export const bookingConfirmed = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_confirmed', {
  kind: 'action',
  schema: BookingStatusChangedWire,
});

/**
 * A booking was declined; `event.data` has the booking and its previous status.
 */
export const bookingDeclined = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_declined', {
  kind: 'action',
  schema: BookingStatusChangedWire,
});

/**
 * A booking was canceled; `event.data` has the booking and its previous status.
 */
export const bookingCanceled = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_canceled', {
  kind: 'action',
  schema: BookingStatusChangedWire,
});

/**
 * A booking was marked as pending (waiting for the business to approve it).
 */
export const bookingMarkedAsPending = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_markedAsPending', {
  kind: 'action',
  schema: BookingStatusChangedWire,
});

/**
 * A booking moved to another slot; `event.data.previousStartDate`/`previousEndDate` are the old
 * times (as `Date`s).
 */
export const bookingRescheduled = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_rescheduled', {
  kind: 'action',
  schema: BookingRescheduledWire,
});

/**
 * A booking's participants changed; `event.data` has the booking and the previous count.
 */
export const bookingNumberOfParticipantsUpdated = /* @__PURE__ */ defineEvent('wix.bookings.v2.booking_number_of_participants_updated', {
  kind: 'action',
  schema: BookingParticipantsUpdatedWire,
});
