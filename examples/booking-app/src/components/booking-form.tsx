import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@frontdesk/core';
import type { BookingInput } from '@frontdesk/bookings';
import { scopeOf, useFrontdeskClient } from '@frontdesk/react';
import { bookingKeys, useCreateBooking } from '@frontdesk/react/bookings';
import type { Service } from '@frontdesk/services';
import { Alert, Field, navigate, useSubmit } from '../../../shared-ui/src/index.js';
import { completeBooking } from '../checkout-client.js';
import { API_CODES, errorMessage } from '../errors.js';
import { locationText } from '../format.js';
import { confirmations } from './confirmation-store.js';
import { servicePath } from './service-card.js';

/** The booking form's values (the studio's booking form: name, email, phone; and group size). */
export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  participants: number;
}

/** An empty {@link ContactInput}. */
export const EMPTY_CONTACT: ContactInput = { firstName: '', lastName: '', email: '', phone: '', participants: 1 };

/** What is being booked: a slot (appointment, class session) or the whole course. */
export interface BookingTarget {
  entity: BookingInput['bookedEntity'];
  /** Staff member's name, when known. */
  staff?: string | undefined;
  /** Where, when the slot says so. */
  location?: string | undefined;
}

type Problems = Partial<Record<'firstName' | 'email' | 'phone' | 'participants', string>>;

/** The form's own checks, before anything is sent. */
function check(contact: ContactInput, maxParticipants: number): Problems {
  const problems: Problems = {};
  if (!contact.firstName.trim()) problems.firstName = 'Please enter your first name.';
  if (!contact.email.trim()) problems.email = 'Please enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()))
    problems.email = 'Please enter a valid email address, like name@example.com.';
  if (contact.phone.trim() && !/^\+?[\d\s().-]{6,}$/.test(contact.phone.trim()))
    problems.phone = 'Please enter a valid phone number, or leave it empty.';
  if (!Number.isInteger(contact.participants) || contact.participants < 1 || contact.participants > maxParticipants) {
    problems.participants = `Please choose between 1 and ${maxParticipants}.`;
  }
  return problems;
}

/** Codes after which the chosen time must be picked again (it was taken, or the policy closed it). */
const RETAKE = new Set([
  'SLOT_NOT_AVAILABLE',
  'SLOT_HOLD_UNAVAILABLE',
  'NO_OPEN_SPOTS',
  'SESSION_CAPACITY_EXCEEDED',
  'SESSION_NOT_FOUND',
  'BOOKING_POLICY_VIOLATION',
]);

/**
 * A failed booking as a sentence, and whether the customer must choose another time.
 *
 * @example
 * ```ts
 * const { message, retake } = bookingError(error);
 * ```
 */
export function bookingError(error: unknown): { message: string; retake: boolean } {
  if (!isApiError(error)) return { message: errorMessage(error), retake: false };
  const data = (error.data ?? {}) as { tooEarlyToBook?: boolean; tooLateToBook?: boolean; bookOnlineDisabled?: boolean };
  if (error.code === 'BOOKING_POLICY_VIOLATION') {
    const message = data.tooLateToBook
      ? "It is now too late to book this time online under the studio's booking policy. Please choose a later time."
      : data.tooEarlyToBook
        ? "Booking for this time is not open yet under the studio's booking policy. Please choose an earlier time."
        : 'This service cannot be booked online right now. Please contact the studio.';
    return { message, retake: true };
  }
  if (error.code === 'VALIDATION_FAILURE' && error.description)
    return { message: `The studio could not accept this booking: ${error.description}.`, retake: false };
  return { message: errorMessage(error), retake: RETAKE.has(error.code) };
}

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  service: Service;
  target: BookingTarget;
  contact: ContactInput;
  onContact: (contact: ContactInput) => void;
  /** The most people one booking may be for (1 for appointments). */
  maxParticipants: number;
  /** Whether a member is signed in (the booking is then theirs). */
  asMember: boolean;
  /** The time was taken or closed meanwhile: the page asks for another one, with `message`. */
  onRetake: (message: string) => void;
}

/** The checkout declined the booking: its time was taken between creating and completing it. */
class DeclinedAtCheckout extends Error {}

/**
 * Completes a just-created booking through the app's checkout (server/checkout.ts); its status
 * after that (`CONFIRMED`, `PENDING`, `DECLINED`), or `CREATED` when the checkout could not be
 * reached (the confirmation page then offers to finish it).
 */
async function complete(client: Parameters<typeof completeBooking>[0], id: string, email: string): Promise<string> {
  try {
    return (await completeBooking(client, id, email)).booking.status;
  } catch {
    return 'CREATED';
  }
}

/**
 * The booking form: the customer's details (prefilled for a member), the number of people for
 * classes and courses, and the submit button. One submission at a time (a double click books
 * once). The booking is created, then completed by the app's checkout (confirmed, or awaiting the
 * studio's approval); the confirmation is saved for its page and the app goes there. A booking the
 * checkout declines (its time was taken meanwhile) asks for another time.
 */
export function BookingForm({ service, target, contact, onContact, maxParticipants, asMember, onRetake }: BookingFormProps): ReactNode {
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateBooking();
  const client = useFrontdeskClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const { onSubmit, busy } = useSubmit(
    async () => {
      setFailure(undefined);
      try {
        const participants = service.type === 'APPOINTMENT' ? 1 : contact.participants;
        const { booking } = await create.mutateAsync({
          booking: {
            bookedEntity: target.entity,
            contactDetails: {
              firstName: contact.firstName.trim(),
              ...(contact.lastName.trim() ? { lastName: contact.lastName.trim() } : {}),
              email: contact.email.trim(),
              ...(contact.phone.trim() ? { phone: contact.phone.trim() } : {}),
            },
            ...(service.type === 'APPOINTMENT' ? {} : { totalParticipants: participants }),
          },
        });
        const id = booking?.id;
        if (!id) throw new Error('The platform returned no booking id');
        const status = await complete(client, id, contact.email.trim());
        // A member's lists and this service's open times changed with the completion.
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all(scopeOf(client)) });
        if (status === 'DECLINED') {
          onRetake(API_CODES.SLOT_NOT_AVAILABLE!);
          throw new DeclinedAtCheckout();
        }
        confirmations.set({
          bookingId: id,
          serviceName: service.name ?? 'Your booking',
          servicePath: servicePath(service),
          serviceType: service.type ?? 'APPOINTMENT',
          status,
          manualApproval: Boolean(service.onlineBooking?.requireManualApproval),
          ...(booking.startDate ? { start: booking.startDate.toISOString() } : {}),
          ...(booking.endDate ? { end: booking.endDate.toISOString() } : {}),
          location: target.location ?? locationText(service.locations?.[0]),
          ...(target.staff ? { staff: target.staff } : {}),
          participants,
          contactName: [contact.firstName.trim(), contact.lastName.trim()].filter(Boolean).join(' '),
          contactEmail: contact.email.trim(),
          asMember,
        });
        navigate(`/bookings/${encodeURIComponent(id)}/confirmation`);
      } catch (error) {
        if (error instanceof DeclinedAtCheckout) throw error;
        const { message, retake } = bookingError(error);
        if (retake) onRetake(message);
        else setFailure(message);
        throw error;
      }
    },
    { keepBusy: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(contact, maxParticipants);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void onSubmit();
  };

  const set = (field: keyof ContactInput) => (event: { target: { value: string } }) =>
    onContact({ ...contact, [field]: field === 'participants' ? Number(event.target.value) : event.target.value });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="details-title" aria-describedby={failure ? 'booking-error' : undefined}>
      <h2 id="details-title" tabIndex={-1}>
        Your details
      </h2>
      {failure && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert id="booking-error">{failure}</Alert>
        </div>
      )}
      <Field
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        value={contact.firstName}
        onChange={set('firstName')}
        error={problems.firstName}
      />
      <Field label="Last name (optional)" name="lastName" autoComplete="family-name" value={contact.lastName} onChange={set('lastName')} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={contact.email}
        onChange={set('email')}
        error={problems.email}
        hint="We send the confirmation here."
      />
      <Field
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={contact.phone}
        onChange={set('phone')}
        error={problems.phone}
      />
      {maxParticipants > 1 && (
        <Field
          label="Number of people"
          name="participants"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxParticipants}
          value={String(contact.participants)}
          onChange={set('participants')}
          error={problems.participants}
          hint={`Up to ${maxParticipants} people per booking.`}
        />
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Booking…' : service.type === 'COURSE' ? 'Book the course' : 'Book now'}
      </button>
      {service.onlineBooking?.requireManualApproval && <p className="hint">The studio approves each booking; you will hear from them.</p>}
    </form>
  );
}
