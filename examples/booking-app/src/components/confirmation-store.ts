/*
 * What the confirmation page needs, kept in this tab's sessionStorage by booking id: a visitor
 * cannot read bookings back from the platform (reading needs a member or the owner), so the booking
 * page saves what it showed. No tokens, only what the customer saw and typed.
 */

const PREFIX = 'booking-app.confirmation.';
// When sessionStorage is off (some private modes), the page still works until a reload.
const memory = new Map<string, StoredConfirmation>();

/** A booking as its confirmation page shows it. */
export interface StoredConfirmation {
  bookingId: string;
  serviceName: string;
  /** The service's page (`/services/<slug>`). */
  servicePath: string;
  serviceType: string;
  /** The booking's status when it was made (`CREATED`, ...). */
  status: string;
  /** Whether the studio approves each booking by hand. */
  manualApproval: boolean;
  /** Start and end instants (ISO). */
  start?: string;
  end?: string;
  location?: string;
  staff?: string;
  participants: number;
  contactName: string;
  contactEmail?: string;
  /** Whether it was booked by a signed-in member. */
  asMember: boolean;
}

/**
 * Reads and writes {@link StoredConfirmation}s.
 *
 * @example
 * ```ts
 * confirmations.set(record);
 * confirmations.get(bookingId)?.serviceName;
 * ```
 */
export const confirmations = {
  get(bookingId: string): StoredConfirmation | undefined {
    try {
      const raw = sessionStorage.getItem(PREFIX + bookingId);
      const value = raw ? (JSON.parse(raw) as StoredConfirmation) : undefined;
      return value?.bookingId === bookingId ? value : memory.get(bookingId);
    } catch {
      return memory.get(bookingId);
    }
  },
  set(value: StoredConfirmation): void {
    memory.set(value.bookingId, value);
    try {
      sessionStorage.setItem(PREFIX + value.bookingId, JSON.stringify(value));
    } catch {
      // Storage is off or full: `memory` has it.
    }
  },
};

/** What the booking page knows of a slot sent to the hosted checkout, for the confirmation once it returns. */
export type PendingCheckout = Omit<StoredConfirmation, 'bookingId' | 'status' | 'participants' | 'contactName' | 'asMember'>;

const PENDING_KEY = 'booking-app.hosted-checkout';
let pendingInMemory: PendingCheckout | undefined;

/**
 * The slot this tab sent to the hosted checkout (one at a time: the latest), kept across the trip to
 * the platform's page and back. No tokens, only what the booking page showed.
 *
 * @example
 * ```ts
 * pendingCheckout.set({ serviceName, servicePath, serviceType, manualApproval, start, end });
 * const sent = pendingCheckout.get();
 * ```
 */
export const pendingCheckout = {
  get(): PendingCheckout | undefined {
    try {
      const raw = sessionStorage.getItem(PENDING_KEY);
      return raw ? (JSON.parse(raw) as PendingCheckout) : pendingInMemory;
    } catch {
      return pendingInMemory;
    }
  },
  set(value: PendingCheckout | undefined): void {
    pendingInMemory = value;
    try {
      if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
      else sessionStorage.removeItem(PENDING_KEY);
    } catch {
      // Storage is off: `pendingInMemory` has it until the page changes.
    }
  },
};
