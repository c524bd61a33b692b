'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type { AuthUrl } from '@frontdesk/identity';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { go, type Navigate } from '../auth/navigate.js';
import { identityMutations, type LoginRedirectVariables } from './mutations.js';

/**
 * Starts the hosted login: creates and stores the PKCE flow data, creates the authorization URL
 * (`getAuthUrl`) and sends the browser there, unless `navigate` says otherwise.
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useLoginRedirect();
 * <button onClick={() => mutate({ redirectUri: `${location.origin}/callback`, originalUri: '/account' })}>Sign in</button>
 * ```
 */
export function useLoginRedirect(
  options?: MutationHookOptions<AuthUrl, LoginRedirectVariables> & { navigate?: Navigate },
): UseMutationResult<AuthUrl, FrontdeskError, LoginRedirectVariables> {
  const { navigate, ...rest } = options ?? {};
  return useFrontdeskMutation(identityMutations.loginRedirect, {
    ...rest,
    onSuccess: async (result, ...more) => {
      await rest.onSuccess?.(result, ...more);
      go(result.authUrl, navigate);
    },
  });
}
