import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import { createRedirectSessionOptionsSchema } from './redirect-inputs.js';
import type { CreateRedirectSessionOptions, CreateRedirectSessionResponse } from './types.js';
import { CreateRedirectSessionResponseWire } from './wire.gen.js';

/**
 * Creates a redirect session (`POST /_api/redirects-api/v1/redirect-session`): a URL on the
 * platform's hosted pages for one intent (login, logout, an `auth` request, a checkout) and the
 * callbacks that bring the visitor back. `getAuthUrl` and `logout` build the `auth` and `logout`
 * sessions for you.
 *
 * @example
 * ```ts
 * const { redirectSession } = await createRedirectSession(client, {
 *   paidPlansCheckout: { planId },
 *   callbacks: { thankYouPageUrl: 'https://shop.example/thanks', postFlowUrl: 'https://shop.example/plans' },
 * });
 * location.assign(redirectSession!.fullUrl!);
 * ```
 * @function
 */
export const createRedirectSession: PlatformCall<[options?: CreateRedirectSessionOptions], CreateRedirectSessionResponse> =
  /* @__PURE__ */ defineCall({
    name: 'createRedirectSession',
    method: 'POST',
    path: '/_api/redirects-api/v1/redirect-session',
    args: [{ name: 'options', placement: 'spread' }],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(createRedirectSessionOptionsSchema()) }),
    response: CreateRedirectSessionResponseWire,
  });
