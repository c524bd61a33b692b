import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import { listPublicPlansOptions, publicPlanQuery } from './inputs.js';
import type { ListPublicPlansOptions, PublicPlan, PublicPlanQuery, PublicPlansResponse } from './types.js';
import { PublicPlansResponseWire } from './wire.gen.js';

/**
 * The default paging of a public plans query (seed section 9).
 */
const DEFAULT_PLANS_PAGING = { offset: 0, limit: 50 } as const;

/**
 * Queries the public plans (public and not archived) with a filter, sort and offset paging; returns
 * a `Page` of `PublicPlan`s. Paging defaults to `{ offset: 0, limit: 50 }`. Anyone may call it.
 *
 * @example
 * ```ts
 * const page = await queryPublicPlans(client, {
 *   filter: { createdDate: { $gte: new Date('2026-01-01') } },
 *   sort: [{ fieldName: 'createdDate', order: 'DESC' }],
 *   paging: { limit: 10 },
 * });
 * for await (const plan of page) console.log(plan.name, plan.pricing?.price?.value);
 * ```
 * @function
 */
export const queryPublicPlans: PlatformCall<[query?: PublicPlanQuery], Page<PublicPlan, PublicPlansResponse>> = /* @__PURE__ */ defineCall({
  name: 'queryPublicPlans',
  method: 'POST',
  path: '/pricing-plans/v2/plans/public/query',
  args: [{ name: 'query', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { query: z.optional(publicPlanQuery()) }),
  payload: ({ query }) => {
    const given = (query ?? {}) as PublicPlanQuery;
    return { query: { ...given, paging: { ...DEFAULT_PLANS_PAGING, ...given.paging } } };
  },
  response: PublicPlansResponseWire,
  page: { kind: 'offset', items: 'plans', metadata: 'pagingMetadata', paging: 'query.paging' },
  idempotent: true,
});

/**
 * Lists the public plans (public and not archived), in the order the site arranged them; returns a
 * `Page` of `PublicPlan`s. Unknown `planIds` are ignored. A query string past 4000 characters (many
 * `planIds`) is sent as a POST with a JSON body instead. Anyone may call it.
 *
 * @example
 * ```ts
 * const page = await listPublicPlans(client, { limit: 10 });
 * const names = page.items.map((plan) => plan.name);
 * ```
 * @function
 */
export const listPublicPlans: PlatformCall<
  [options?: ListPublicPlansOptions],
  Page<PublicPlan, PublicPlansResponse>
> = /* @__PURE__ */ defineCall({
  name: 'listPublicPlans',
  method: 'GET',
  path: '/pricing-plans/v2/plans/public',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(listPublicPlansOptions()) }),
  response: PublicPlansResponseWire,
  page: { kind: 'offset', items: 'plans', metadata: 'pagingMetadata', paging: '' },
  longGetFallback: true,
});
