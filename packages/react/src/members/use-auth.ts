'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError, TokenRole } from '@frontdesk/core';
import type { GetCurrentMemberOptions, GetCurrentMemberResponse, Member } from '@frontdesk/members';
import { useFrontdeskContext } from '../context.js';
import { useFrontdeskQuery } from '../hooks.js';
import { memberQueries } from './queries.js';
import { identityAuthOf } from '../scope.js';

/**
 * Who the client acts as: the token role of an `oauth()` client (`none`, `visitor`, `member`),
 * `owner` for an API key, `unknown` for a static token or a custom strategy.
 */
export type AuthRole = TokenRole | 'owner' | 'unknown';

/** What {@link useAuth} returns. */
export interface AuthState {
  /** The current role. */
  role: AuthRole;
  /** True only when a member is signed in. */
  loggedIn: boolean;
  /** The identity scope of the query keys. */
  scope: string;
  /** Whether the stored identity has been loaded (before that, `role` is `none`). */
  ready: boolean;
  /** The signed-in member (`getCurrentMember`), once loaded; `undefined` for visitors. */
  member: Member | undefined;
  /** The query behind `member` (status, error, refetch). Idle unless a member is signed in. */
  memberQuery: UseQueryResult<GetCurrentMemberResponse, FrontdeskError>;
}

function roleOf(client: FrontdeskClient<any>): AuthRole {
  const identity = identityAuthOf(client);
  if (identity) return identity.role();
  return (client.auth as { kind?: unknown } | undefined)?.kind === 'apiKey' ? 'owner' : 'unknown';
}

/**
 * The sign-in state: role, `loggedIn`, and the current member (loaded with `getCurrentMember` only
 * while a member is signed in, and dropped when they leave). Re-renders on every identity change.
 *
 * @example
 * ```tsx
 * const { loggedIn, member } = useAuth();
 * return loggedIn ? <p>Hello {member?.profile?.nickname}</p> : <LoginButton />;
 * ```
 */
export function useAuth(memberOptions?: GetCurrentMemberOptions): AuthState {
  const { client, scope, ready } = useFrontdeskContext();
  const subscribe = useCallback((notify: () => void) => identityAuthOf(client)?.onChange(notify) ?? (() => undefined), [client]);
  const role = useSyncExternalStore(
    subscribe,
    () => roleOf(client),
    () => roleOf(client),
  );
  const loggedIn = role === 'member';
  const memberQuery = useFrontdeskQuery((c) => memberQueries.current(c, memberOptions), { enabled: loggedIn });
  return { role, loggedIn, scope, ready, member: loggedIn ? (memberQuery.data?.member ?? undefined) : undefined, memberQuery };
}
