import * as z from 'zod/mini';
import { enumeration, oneOf } from '@frontdesk/core';
import { Prompt } from './enums.js';

/*
 * The argument schema of `createRedirectSession` (internal), for its development-only `inputs`. The
 * redirect targets (the authorization request, the logout intent, the callbacks, the origin) are
 * checked as strictly as before; the checkout and page intents are objects whose fields the platform
 * validates.
 */

const text = () => z.optional(z.nullable(z.string()));
/** An intent the platform validates: an object, its fields unchecked here. */
const intent = () => z.optional(z.looseObject({}));

/** The authorization `responseMode`s (core's `ResponseMode`). */
const ResponseModes = /* @__PURE__ */ enumeration(['fragment', 'query', 'web_message']);

const authorizeRequestSchema = () =>
  z.looseObject({
    clientId: z.optional(z.string()),
    responseType: z.optional(z.string()),
    redirectUri: text(),
    scope: text(),
    state: z.optional(z.string()),
    responseMode: z.optional(z.nullable(oneOf(ResponseModes))),
    codeChallenge: text(),
    codeChallengeMethod: text(),
    sessionToken: text(),
    nonce: text(),
    prompt: text(),
    idp: text(),
  });

const redirectCallbacksSchema = () =>
  z.looseObject({
    thankYouPageUrl: text(),
    postFlowUrl: text(),
    loginUrl: text(),
    bookingsServiceListUrl: text(),
    cartPageUrl: text(),
    planListUrl: text(),
  });

const redirectPreferencesSchema = () =>
  z.looseObject({
    useGenericWixPages: z.optional(z.nullable(z.boolean())),
    maintainIdentity: z.optional(z.nullable(z.boolean())),
    additionalQueryParameters: z.optional(z.record(z.string(), z.string())),
    checkIfPublish: z.optional(z.nullable(z.boolean())),
  });

/** What `createRedirectSession` takes: the intents, `callbacks`, `preferences` and `origin`. */
export const createRedirectSessionOptionsSchema = () =>
  z.looseObject({
    bookingsCheckout: intent(),
    ecomCheckout: intent(),
    eventsCheckout: intent(),
    paidPlansCheckout: intent(),
    login: intent(),
    logout: z.optional(z.looseObject({ clientId: z.optional(z.string()) })),
    auth: z.optional(z.looseObject({ authRequest: z.optional(authorizeRequestSchema()), prompt: z.optional(oneOf(Prompt)) })),
    storesProduct: intent(),
    bookingsBook: intent(),
    ecomOrderPaymentRequest: intent(),
    memberAccountPage: intent(),
    callbacks: z.optional(redirectCallbacksSchema()),
    preferences: z.optional(redirectPreferencesSchema()),
    origin: text(),
  });
