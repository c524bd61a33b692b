import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function StaffPage(): ReactNode {
  return <h1>StaffPage</h1>;
}
