// ASCII control characters and backslashes: a browser drops tabs and newlines from a URL and reads
// `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the site once navigated to.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
// Where paths are resolved when there is no page (unit tests, server-side code).
const PLACEHOLDER_ORIGIN = 'https://example.invalid';

/**
 * A same-origin path from an untrusted `next` parameter, or `fallback` (no open redirects). The
 * same rules as the SDK's `originalUri` guard, for paths only: it must start with one `/`, hold no
 * ASCII control character or backslash, and stay on the page's origin once resolved by the URL
 * parser (`/%2F%2Fevil.example` does: encoded characters stay in the path).
 *
 * @example
 * ```ts
 * const next = safePath(search.get('next'), '/account'); // '//evil.example' or '/\t/evil.example' give '/account'
 * ```
 */
export function safePath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next)) return fallback;
  const origin = typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : PLACEHOLDER_ORIGIN;
  try {
    return new URL(next, origin).origin === origin ? next : fallback;
  } catch {
    return fallback;
  }
}
