import type { ReactNode } from 'react';

// PLACEHOLDER: replaced by the page's implementation.
export function BookPage({ slug }: { slug: string }): ReactNode {
  return <h1>BookPage</h1>;
}
