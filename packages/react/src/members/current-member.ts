import type { QueryFilters, UseQueryResult, UseSuspenseQueryResult } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import { getCurrentMember, type GetCurrentMemberOptions, type GetCurrentMemberResponse } from '@frontdesk/members';
import { defineQuery, type QueryBuilder } from '../build.js';
import { useFrontdeskQuery, useFrontdeskSuspenseQuery, type QueryHookOptions, type SuspenseQueryHookOptions } from '../hooks.js';
import { domainFilter, domainKey } from '../keys.js';

const DOMAIN = 'members';

const current: QueryBuilder<typeof getCurrentMember> = /* @__PURE__ */ defineQuery(DOMAIN, 'current', getCurrentMember);

/**
 * Query keys of the members domain: `['frontdesk', scope, 'members', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(memberKeys.current(scopeOf(client)));
 * ```
 */
export const memberKeys = /* @__PURE__ */ (() => ({
  /** Every member query of a scope. */
  all: (scope: string) => domainKey(scope, DOMAIN),
  current: current.key,
}))();

/**
 * `queryOptions` builders for the members calls.
 *
 * @example
 * ```ts
 * const { data } = useQuery(memberQueries.current(client, { fieldsets: ['FULL'] }));
 * data?.member?.loginEmail;
 * ```
 */
export const memberQueries: {
  /** Filters for every member query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>) => QueryFilters;
  /** `getCurrentMember(options)`: the signed-in member, as `{ member }`. */
  current: QueryBuilder<typeof getCurrentMember>;
} = {
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  current,
};

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
export function useCurrentMember(
  getOptions?: GetCurrentMemberOptions,
  options?: QueryHookOptions<GetCurrentMemberResponse>,
): UseQueryResult<GetCurrentMemberResponse, FrontdeskError> {
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
export function useSuspenseCurrentMember(
  getOptions?: GetCurrentMemberOptions,
  options?: SuspenseQueryHookOptions<GetCurrentMemberResponse>,
): UseSuspenseQueryResult<GetCurrentMemberResponse, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => current(client, getOptions), options);
}
