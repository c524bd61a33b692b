/**
 * `jose`, loaded on first use: defining events (every domain package's `events.ts`) and importing
 * `@frontdesk/core/webhooks` load nothing else, so apps and scripts that never verify or sign a
 * webhook never load `jose` (it costs 25 to 40 ms of a Node cold start).
 */
let loading: Promise<typeof import('jose')> | undefined;

/**
 * The `jose` module, imported once.
 * @internal
 */
export function loadJose(): Promise<typeof import('jose')> {
  loading ??= import('jose');
  return loading;
}
