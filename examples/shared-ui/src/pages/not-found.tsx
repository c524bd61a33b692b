import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks.js';
import { Link } from '../router.js';

/** Any other path. */
export function NotFoundPage(): ReactNode {
  usePageTitle('Page not found');
  return (
    <section className="narrow" aria-labelledby="missing-title">
      <h1 id="missing-title" tabIndex={-1}>
        Page not found
      </h1>
      <p>
        There is nothing at this address. <Link to="/">See the plans</Link>
      </p>
    </section>
  );
}
