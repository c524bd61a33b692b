import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function ServicesPage(): ReactNode {
  return <h1>ServicesPage</h1>;
}
