import { useEffect, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/*
 * A tiny history router: the address bar is the state. `navigate` pushes (or replaces) a history
 * entry and tells the subscribers; the back and forward buttons arrive as `popstate`. No
 * dependency, no nested routes: each app matches `pathname` itself (see its src/app.tsx).
 */

export { safePath } from './safe-path.js';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const snapshot = (): string => location.href;

/** Options of {@link navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (redirects, cleaned-up URLs). */
  replace?: boolean;
}

/**
 * Goes to `to` (a path, or a URL): same-origin targets change the history without a reload, others
 * load the page (the platform's hosted pages).
 *
 * @example
 * ```ts
 * navigate('/account');
 * navigate('/login?next=%2Faccount', { replace: true });
 * ```
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) history.replaceState(null, '', target);
  else if (target !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, '', target);
  for (const listener of [...listeners]) listener();
  if (!options.replace) window.scrollTo(0, 0);
}

/** The current location, parsed. */
export interface Location {
  pathname: string;
  search: URLSearchParams;
  /** Path, query and fragment: what `next=` parameters carry. */
  path: string;
}

/**
 * The current location; re-renders on every navigation.
 *
 * @example
 * ```tsx
 * const { pathname, search } = useLocation();
 * const page = Number(search.get('page') ?? 1);
 * ```
 */
export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const url = new URL(href);
    return { pathname: url.pathname, search: url.searchParams, path: `${url.pathname}${url.search}${url.hash}` };
  }, [href]);
}

/**
 * An `<a>` that navigates without a reload (a plain link with a modifier key, a middle click or a
 * `target`, so "open in a new tab" still works).
 *
 * @example
 * ```tsx
 * <Link to="/plans/monthly-membership">Details</Link>
 * ```
 */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }): ReactNode {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target)
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}

/**
 * Replaces the current entry with `to` once rendered (a route that moved, a page that needs a
 * member).
 *
 * @example
 * ```tsx
 * if (!loggedIn) return <Redirect to="/login?next=%2Faccount" />;
 * ```
 */
export function Redirect({ to }: { to: string }): ReactNode {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

/**
 * Changes the query string of the current page (`null` removes a parameter) without a new history
 * entry when `replace` is set.
 *
 * @example
 * ```ts
 * setSearch({ sort: 'newest', page: null });
 * ```
 */
export function setSearch(changes: Record<string, string | null>, options: NavigateOptions = {}): void {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  navigate(`${url.pathname}${url.search}${url.hash}`, options);
}
