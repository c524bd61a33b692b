import { useEffect, useState } from 'react';

/** The dashboard's sections, in the order of the navigation. */
export const SECTIONS = ['overview', 'data', 'calendar', 'requests', 'outbox', 'webhooks', 'faults'] as const;

/** One of {@link SECTIONS}. */
export type Section = (typeof SECTIONS)[number];

/** Where the page is: the section and what follows it in the hash (`#/data/orders/123` → `['orders', '123']`). */
export interface Route {
  section: Section;
  parts: string[];
}

/**
 * Reads a location hash (`#/requests/abc`) as a {@link Route}; anything unknown is the overview.
 */
export function parseRoute(hash: string): Route {
  const [first = '', ...rest] = hash.replace(/^#\/?/, '').split('/');
  const section = (SECTIONS as readonly string[]).includes(first) ? (first as Section) : 'overview';
  return { section, parts: rest.filter(Boolean).map((part) => decodeURIComponent(part)) };
}

/**
 * The hash of a route: `routeHash('data', 'orders', id)` → `#/data/orders/<id>`.
 */
export function routeHash(section: Section, ...parts: string[]): string {
  return `#/${[section, ...parts.map((part) => encodeURIComponent(part))].join('/')}`;
}

/**
 * Goes to a route (a new history entry, so Back returns).
 */
export function navigate(section: Section, ...parts: string[]): void {
  window.location.hash = routeHash(section, ...parts);
}

/**
 * The current route, following the location hash (links, Back and Forward).
 */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const follow = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}
