/**
 * Why a place was not converted, and the section of docs/migrating.md that explains the manual step.
 * Every reason links to a section; test/reasons.test.ts checks that each anchor exists in the guide.
 */

/** Where the guide is published (its sections are anchors of this page). */
export const GUIDE_URL = 'https://github.com/frontdesk-sdk/frontdesk/blob/main/docs/migrating.md';

/** A reason code and what it says. */
export interface Reason {
  /** One sentence: what was left and why. */
  text: string;
  /** The anchor of the guide's section (without `#`). */
  section: string;
}

/** Every reason the tool gives, by code. */
export const REASONS = {
  'client-unknown': {
    text: 'The object this call is made on could not be identified as an official client (its type is not known here), so the call was left as it is.',
    section: 'name-by-name',
  },
  'module-apart': {
    text: 'An official module is used apart from its client (stored, destructured or passed on): convert its calls to `<fn>(client, ...args)` by hand.',
    section: 'client-setup',
  },
  'no-client': {
    text: 'An official module function is called without a client (the `enableContext` style): Frontdesk functions take the client as their first argument.',
    section: 'client-setup',
  },
  'not-in-table': {
    text: 'This official function has no Frontdesk counterpart in the name-by-name table.',
    section: 'name-by-name',
  },
  'module-unknown': {
    text: 'This official module has no Frontdesk counterpart (only the modules of the name-by-name table are supported).',
    section: 'name-by-name',
  },
  events: {
    text: 'Module events (`on<Event>`) and `wixClient.webhooks` become `createWebhookHandler` with the event definitions of each package.',
    section: 'webhooks',
  },
  'builder-kept': {
    text: 'The query builder is kept or passed on before `.find()` (built in steps, or returned): write the query object by hand.',
    section: 'queries-and-paging',
  },
  'builder-method': {
    text: 'This query builder method has no mechanical query-object equivalent here (`and`, `or`, `not`, a method the cursor or offset paging of this query does not have).',
    section: 'queries-and-paging',
  },
  'builder-field': {
    text: 'The field of this query builder method is not a string literal, so its wire name cannot be checked: write the query object by hand.',
    section: 'queries-and-paging',
  },
  'query-result': {
    text: 'This member of an official query result has no `Page` counterpart (`currentPage`, `totalPages`, `query`): use `page.offset`, `page.pageSize` and `page.response`.',
    section: 'queries-and-paging',
  },
  'unwrap-result': {
    text: 'The Frontdesk call returns the service itself (the official one `{ service }`), and this use of the result could not be rewritten.',
    section: 'name-by-name',
  },
  'client-config': {
    text: 'The options of this official `createClient` are not an object literal, so `modules` could not be removed: create the client with `createClient({ auth })`.',
    section: 'client-setup',
  },
  'client-option': {
    text: 'This `createClient` option has no Frontdesk counterpart (`host`, a function as `auth`).',
    section: 'client-setup',
  },
  strategy: {
    text: 'This auth strategy has no Frontdesk counterpart: `oauth()` and `apiKey()` replace `OAuthStrategy` and `ApiKeyStrategy`; webhooks use `createWebhookHandler`.',
    section: 'client-setup',
  },
  'token-storage': {
    text: '`tokenStorage: { getTokens, setTokens }` becomes a key-value `storage` (`localStorageAdapter()`, `cookieStorage({ get, set, remove })`, ...), which is not a mechanical change.',
    section: 'tokens-and-storage',
  },
  'strategy-option': {
    text: 'This `OAuthStrategy` option has no Frontdesk counterpart (`tokenRequestOptions`).',
    section: 'oauth-tokens-and-graphql-wixsdk--frontdeskcore-frontdeskidentity',
  },
  'auth-method': {
    text: 'This member of `wixClient.auth` has no Frontdesk counterpart in the guide (`sessions`, the captcha keys, ...).',
    section: 'sign-in-and-tokens',
  },
  'auth-apart': {
    text: '`wixClient.auth` is used apart from its client (stored or passed on): its methods become `client.auth` methods and functions that take the client.',
    section: 'sign-in-and-tokens',
  },
  'not-async': {
    text: 'The Frontdesk counterpart is async (it returns a promise) and this call is not in an async function, so it could not be awaited.',
    section: 'oauth-tokens-and-graphql-wixsdk--frontdeskcore-frontdeskidentity',
  },
  'visitor-tokens': {
    text: '`generateVisitorTokens(tokens)` with tokens: give the tokens to `oauth({ tokens })` or `client.auth.setTokens(tokens)` instead.',
    section: 'visitor-tokens',
  },
  'client-method': {
    text: 'This method of the official client has no Frontdesk counterpart (`setHeaders`, `fetchWithAuth`, `use`, `enableContext`): see client setup (`headers`, `client.request`).',
    section: 'client-setup',
  },
  'error-shape': {
    text: 'This reads the official error shape (`details.applicationError`, a JSON `message`) in a way whose intent is not clear: use the error classes and guards.',
    section: 'errors',
  },
  'untyped-field': {
    text: 'An underscore field is read on a value whose type is not known here: if it comes from the platform, it is `id`, `createdDate` or `updatedDate` in Frontdesk.',
    section: 'field-names',
  },
  'official-type': {
    text: 'This official name has no Frontdesk export of the same name: use the types of the Frontdesk package.',
    section: 'field-names',
  },
  'official-import': {
    text: 'This use of an official package could not be converted (a namespace or default import, `require` of the whole package, a dynamic `import()`, or a name with no counterpart).',
    section: 'quick-checklist',
  },
  'not-async-note': {
    text: '`client.auth.setTokens` is async in Frontdesk and this call is not in an async function: it is started with `void`; await it where the tokens must be in place.',
    section: 'oauth-tokens-and-graphql-wixsdk--frontdeskcore-frontdeskidentity',
  },
  'tokens-not-ready': {
    text: 'Frontdesk loads the tokens (given to `oauth({ tokens })` or stored) on the first call or `await client.auth.ready()`: this read is not in an async function, so it may see no tokens if nothing was called before.',
    section: 'oauth-tokens-and-graphql-wixsdk--frontdeskcore-frontdeskidentity',
  },
  'logout-target': {
    text: "Frontdesk's `logout` checks where the platform sends the browser back: a same-origin path, the page's origin, or an origin listed in `oauth({ allowedRedirectOrigins })` (on a server, where there is no page, list it there).",
    section: 'logout-recovery-and-external-login',
  },
} as const satisfies Record<string, Reason>;

/** A reason code. */
export type ReasonCode = keyof typeof REASONS;

/** The guide's URL for a reason. */
export function reasonUrl(code: ReasonCode): string {
  return `${GUIDE_URL}#${REASONS[code].section}`;
}
