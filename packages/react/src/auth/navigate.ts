/** Where a redirecting hook sends the browser: your router's function, or `false` to stay. */
export type Navigate = ((url: string) => void) | false;

/**
 * Sends the browser to `url` as `navigate` says (default `location.assign`).
 *
 * @example
 * ```ts
 * go(authUrl, options.navigate);
 * ```
 */
export function go(url: string, navigate: Navigate | undefined): void {
  if (navigate === false) return;
  if (navigate) navigate(url);
  else if (typeof location !== 'undefined') location.assign(url);
}
