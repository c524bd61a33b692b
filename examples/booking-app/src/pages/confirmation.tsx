import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function ConfirmationPage({ bookingId }: { bookingId: string }): ReactNode {
  return <h1>ConfirmationPage</h1>;
}
