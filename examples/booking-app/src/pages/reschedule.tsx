import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function ReschedulePage({ bookingId }: { bookingId: string }): ReactNode {
  return <h1>ReschedulePage</h1>;
}
