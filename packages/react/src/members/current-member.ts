import type { QueryFilters } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { getCurrentMember, type GetCurrentMemberOptions, type GetCurrentMemberResponse } from '@frontdesk/members';
import { defineQuery, type QueryBuilder } from '../build.js';
import {
  useFrontdeskQuery,
  useFrontdeskSuspenseQuery,
  type QueryHookOptions,
  type SuspenseQueryHookOptions,
  type QueryHookResult,
  type SuspenseQueryHookResult,
} from '../hooks.js';
import { domainFilter, keysOf, type DomainKeys } from '../keys.js';

const DOMAIN = 'members';

const current: QueryBuilder<typeof getCurrentMember> = /* @__PURE__ */ defineQuery(DOMAIN, 'current', getCurrentMember);

/**
 * `queryOptions` builders for the members calls.
 *
 * @example
 * ```ts
 * const { data } = useQuery(memberQueries.current(client, { fieldsets: ['FULL'] }));
 * data?.member?.loginEmail;
 * ```
 */
export const memberQueries = {
  /** Filters for every member query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `getCurrentMember(options)`: the signed-in member, as `{ member }`. */
  current,
};

/**
 * Query keys of the members domain: `['frontdesk', scope, 'members', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(memberKeys.current(scopeOf(client)));
 * ```
 */
export const memberKeys: DomainKeys<typeof DOMAIN, typeof memberQueries> = /* @__PURE__ */ keysOf(DOMAIN, memberQueries);

/**
 * The signed-in member (`getCurrentMember`), as `{ member }`. A visitor gets a `NotFoundError`
 * (not retried); `useAuth()` asks only when a member is signed in.
 *
 * @example
 * ```tsx
 * const { data } = useCurrentMember({ fieldsets: ['FULL'] });
 * return <p>{data?.member?.profile?.nickname}</p>;
 * ```
 */
export function useCurrentMember<TData = GetCurrentMemberResponse>(
  getOptions?: GetCurrentMemberOptions,
  options?: QueryHookOptions<GetCurrentMemberResponse, TData>,
): QueryHookResult<GetCurrentMemberResponse, TData> {
  return useFrontdeskQuery((client) => current(client, getOptions), options);
}

/**
 * {@link useCurrentMember} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseCurrentMember();
 * ```
 */
export function useSuspenseCurrentMember<TData = GetCurrentMemberResponse>(
  getOptions?: GetCurrentMemberOptions,
  options?: SuspenseQueryHookOptions<GetCurrentMemberResponse, TData>,
): SuspenseQueryHookResult<GetCurrentMemberResponse, TData> {
  return useFrontdeskSuspenseQuery((client) => current(client, getOptions), options);
}
