import * as z from 'zod/mini';
import { MembersAccountSectionSchema, PromptSchema, ResponseModeSchema } from './enums.js';

/*
 * Redirect sessions (seed section 3, "Tokens and redirect session"): a URL on the platform's hosted
 * pages (login, logout, checkouts) plus the callbacks that bring the visitor back.
 */

const text = () => z.optional(z.nullable(z.string()));

/**
 * The authorization request inside an `auth` redirect session (`getAuthUrl` fills it for you).
 *
 * @example
 * ```ts
 * const authRequest: AuthorizeRequest = {
 *   clientId, redirectUri, state, codeChallenge, codeChallengeMethod: 'S256',
 *   responseType: 'code', responseMode: 'query', scope: 'offline_access',
 * };
 * ```
 */
export const AuthorizeRequestSchema = z.looseObject({
  clientId: z.optional(z.string()),
  responseType: z.optional(z.string()),
  redirectUri: text(),
  scope: text(),
  state: z.optional(z.string()),
  responseMode: z.optional(z.nullable(ResponseModeSchema)),
  codeChallenge: text(),
  codeChallengeMethod: text(),
  sessionToken: text(),
  nonce: text(),
});
/**
 * The authorization request inside an `auth` redirect session.
 *
 * @example
 * ```ts
 * const request: AuthorizeRequest = { clientId, state, responseType: 'code' };
 * ```
 */
export type AuthorizeRequest = z.input<typeof AuthorizeRequestSchema>;

/**
 * The URLs that bring the visitor back: `postFlowUrl` after logout or an abandoned flow,
 * `thankYouPageUrl` after a checkout, and the others where the hosted pages link back to the app.
 *
 * @example
 * ```ts
 * const callbacks: RedirectCallbacks = { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' };
 * ```
 */
export const RedirectCallbacksSchema = z.looseObject({
  thankYouPageUrl: text(),
  postFlowUrl: text(),
  loginUrl: text(),
  bookingsServiceListUrl: text(),
  cartPageUrl: text(),
  planListUrl: text(),
});
/**
 * The URLs that bring the visitor back.
 *
 * @example
 * ```ts
 * const callbacks: RedirectCallbacks = { postFlowUrl: 'https://shop.example/' };
 * ```
 */
export type RedirectCallbacks = z.input<typeof RedirectCallbacksSchema>;

/**
 * Preferences of a redirect session.
 *
 * @example
 * ```ts
 * const preferences: RedirectPreferences = { additionalQueryParameters: { lang: 'de' } };
 * ```
 */
export const RedirectPreferencesSchema = z.looseObject({
  useGenericWixPages: z.optional(z.nullable(z.boolean())),
  maintainIdentity: z.optional(z.nullable(z.boolean())),
  additionalQueryParameters: z.optional(z.record(z.string(), z.string())),
  checkIfPublish: z.optional(z.nullable(z.boolean())),
});
/**
 * Preferences of a redirect session.
 *
 * @example
 * ```ts
 * const preferences: RedirectPreferences = { maintainIdentity: true };
 * ```
 */
export type RedirectPreferences = z.input<typeof RedirectPreferencesSchema>;

const entity = z.looseObject({});

/**
 * What `createRedirectSession` takes: exactly one intent (`auth`, `logout`, `login`,
 * `paidPlansCheckout`, `bookingsCheckout`, ...) plus optional `callbacks`, `preferences` and `origin`.
 *
 * @example
 * ```ts
 * await createRedirectSession(client, { paidPlansCheckout: { planId }, callbacks: { thankYouPageUrl } });
 * ```
 */
export const CreateRedirectSessionOptionsSchema = z.looseObject({
  bookingsCheckout: z.optional(z.looseObject({ timezone: z.optional(z.string()), slotAvailability: z.optional(entity) })),
  ecomCheckout: z.optional(z.looseObject({ checkoutId: z.optional(z.string()) })),
  eventsCheckout: z.optional(z.looseObject({ reservationId: z.optional(z.string()), eventSlug: z.optional(z.string()) })),
  paidPlansCheckout: z.optional(z.looseObject({ planId: z.optional(z.string()), checkoutData: text() })),
  login: z.optional(entity),
  logout: z.optional(z.looseObject({ clientId: z.optional(z.string()) })),
  auth: z.optional(z.looseObject({ authRequest: z.optional(AuthorizeRequestSchema), prompt: z.optional(PromptSchema) })),
  storesProduct: z.optional(z.looseObject({ productSlug: z.optional(z.string()) })),
  bookingsBook: z.optional(z.looseObject({ resourceId: z.optional(z.string()) })),
  ecomOrderPaymentRequest: z.optional(z.looseObject({ paymentRequestId: z.optional(z.string()) })),
  memberAccountPage: z.optional(z.looseObject({ section: z.optional(MembersAccountSectionSchema) })),
  callbacks: z.optional(RedirectCallbacksSchema),
  preferences: z.optional(RedirectPreferencesSchema),
  origin: text(),
});
/**
 * What `createRedirectSession` takes.
 *
 * @example
 * ```ts
 * const options: CreateRedirectSessionOptions = { login: {}, callbacks: { postFlowUrl } };
 * ```
 */
export type CreateRedirectSessionOptions = z.input<typeof CreateRedirectSessionOptionsSchema>;

/**
 * A redirect session: send the browser to `fullUrl`. `urlDetails.endpoint` is the URL without its
 * query; `sessionToken` identifies the session on the platform's pages.
 *
 * @example
 * ```ts
 * const { redirectSession } = await createRedirectSession(client, { paidPlansCheckout: { planId } });
 * location.assign(redirectSession!.fullUrl!);
 * ```
 */
export const RedirectSessionSchema = z.looseObject({
  id: z.optional(z.string()),
  fullUrl: z.optional(z.string()),
  urlDetails: z.optional(
    z.looseObject({ endpoint: z.optional(z.string()), searchParams: z.optional(z.record(z.string(), z.string())) }),
  ),
  sessionToken: text(),
  shortUrl: z.optional(z.string()),
});
/**
 * A redirect session.
 *
 * @example
 * ```ts
 * const session: RedirectSession | undefined = (await createRedirectSession(client, { login: {} })).redirectSession;
 * ```
 */
export type RedirectSession = z.infer<typeof RedirectSessionSchema>;

/**
 * The answer to `createRedirectSession`.
 *
 * @example
 * ```ts
 * const { redirectSession } = await createRedirectSession(client, { login: {} });
 * ```
 */
export const CreateRedirectSessionResponseSchema = z.looseObject({
  redirectSession: z.optional(RedirectSessionSchema),
});
/**
 * The answer to `createRedirectSession`.
 *
 * @example
 * ```ts
 * const { redirectSession }: CreateRedirectSessionResponse = await createRedirectSession(client, { login: {} });
 * ```
 */
export type CreateRedirectSessionResponse = z.infer<typeof CreateRedirectSessionResponseSchema>;
