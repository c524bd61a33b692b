import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function ServicePage({ slug }: { slug: string }): ReactNode {
  return <h1>ServicePage</h1>;
}
