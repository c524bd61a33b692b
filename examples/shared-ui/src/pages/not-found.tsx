import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks.js';
import { Link } from '../router.js';

/**
 * Any other path, with a link home labelled `homeLabel`.
 *
 * @example
 * ```tsx
 * <NotFoundPage homeLabel="See the plans" />
 * ```
 */
export function NotFoundPage({ homeLabel }: { homeLabel: string }): ReactNode {
  usePageTitle('Page not found');
  return (
    <section className="narrow" aria-labelledby="missing-title">
      <h1 id="missing-title" tabIndex={-1}>
        Page not found
      </h1>
      <p>
        There is nothing at this address. <Link to="/">{homeLabel}</Link>
      </p>
    </section>
  );
}
