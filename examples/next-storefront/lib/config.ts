/**
 * Where the store's platform is and who the store is, read on the server at run time (never built
 * into the browser's code): FRONTDESK_BASE_URL (the emulator `npm run emulator` starts, by default)
 * and FRONTDESK_CLIENT_ID (the emulator's demo OAuth app).
 */
export const BASE_URL: string = process.env.FRONTDESK_BASE_URL || 'http://127.0.0.1:4010';
export const CLIENT_ID: string = process.env.FRONTDESK_CLIENT_ID || 'demo-storefront';

/**
 * The HTTP-only cookie that holds the session's tokens: `oauth()` stores them under
 * `frontdesk.<clientId>.tokens`, which `cookieStorage` turns into a cookie name.
 */
export const TOKENS_COOKIE: string = `frontdesk.${CLIENT_ID}.tokens`.replace(/[^A-Za-z0-9_-]/g, '_');

/** How long the session cookies live in the browser (the refresh token decides whether they still work). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The proxy renews a member's access token this long before it expires (more than `oauth()`'s 60 s). */
export const REFRESH_AHEAD_SECONDS = 5 * 60;

/** The public plans query of the home page: the server prefetches it, the browser's hook reads it. */
export const PLANS_QUERY = { paging: { limit: 12 } } as const;
