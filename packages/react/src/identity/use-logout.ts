'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { identityMutations, type LogoutVariables } from './mutations.js';
import { go, type Navigate } from '../auth/navigate.js';

/**
 * Logs the member out (`logout`): the tokens are forgotten, the member's queries are cancelled and
 * removed from the cache, and the browser goes to the platform's logout page (which ends the platform
 * session and returns to `postFlowUrl`), unless `navigate` says otherwise.
 *
 * @example
 * ```tsx
 * const { mutate } = useLogout();
 * <button onClick={() => mutate({ postFlowUrl: '/' })}>Sign out</button>
 * ```
 */
export function useLogout(
  options?: MutationHookOptions<{ logoutUrl: string }, LogoutVariables> & { navigate?: Navigate },
): UseMutationResult<{ logoutUrl: string }, FrontdeskError, LogoutVariables> {
  const { navigate, ...rest } = options ?? {};
  return useFrontdeskMutation(identityMutations.logout, {
    ...rest,
    onSuccess: async (result, ...more) => {
      await rest.onSuccess?.(result, ...more);
      go(result.logoutUrl, navigate);
    },
  });
}
