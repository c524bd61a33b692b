import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function MyBookingsPage(): ReactNode {
  return <h1>MyBookingsPage</h1>;
}
