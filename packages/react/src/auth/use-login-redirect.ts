import { useEffect, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { isFrontdeskError, FrontdeskError, type OAuthApi, type OAuthCallbackParams, type ResponseMode, type Tokens } from '@frontdesk/core';
import type { AuthUrl } from '@frontdesk/identity';
import { useFrontdeskContext } from '../context.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { identityMutations, type LoginCallbackOptions, type LoginRedirectVariables } from '../identity.js';
import { go, type Navigate } from './navigate.js';

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

/** What {@link useLoginCallback} reports. */
export interface LoginCallbackState {
  /** `idle`: the URL carries no callback; `pending`: exchanging the code; then `success` or `error`. */
  status: 'idle' | 'pending' | 'success' | 'error';
  /** Why the sign-in failed (`'Invalid _state'`, the platform's `error`...). */
  error: FrontdeskError | null;
  /**
   * On `success`: where the member was going, the `originalUri` given to `useLoginRedirect` (a
   * same-origin path or an allowed origin, checked again; `''` when none was given).
   */
  originalUri?: string;
}

const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description'];

/** Removes the callback parameters from the address bar (history entry replaced, nothing reloaded). */
function stripCallbackParams(responseMode: ResponseMode): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (responseMode === 'query') {
    for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  } else {
    const fragment = new URLSearchParams(url.hash.slice(1));
    for (const name of CALLBACK_PARAMS) fragment.delete(name);
    const rest = fragment.toString();
    url.hash = rest ? `#${rest}` : '';
  }
  history.replaceState(history.state, '', url.href);
}

const hasCallback = (params: OAuthCallbackParams): boolean => Boolean(params.code || params.state || params.error);

/**
 * Finishes the hosted login on the callback page: reads `code` and `state` from the URL (fragment by
 * default), removes them (and `error`, `error_description`) from the address bar at once, checks the
 * state and exchanges the code for member tokens (`client.auth.finishLogin`). The exchange runs
 * once per page load, Strict Mode included. On success the provider moves to the member's scope and
 * `originalUri` says where the member was going.
 *
 * @example
 * ```tsx
 * function Callback() {
 *   const { status, error, originalUri } = useLoginCallback();
 *   if (status === 'success') return <Navigate to={originalUri || '/account'} />;
 *   if (status === 'error') return <p>Sign-in failed: {error?.message}</p>;
 *   return <p>Signing you in...</p>;
 * }
 * ```
 */
export function useLoginCallback(options: LoginCallbackOptions = {}): LoginCallbackState {
  const { client } = useFrontdeskContext();
  const [state, setState] = useState<LoginCallbackState>({ status: 'idle', error: null });
  // Survives Strict Mode's unmount/remount of effects, so the single-use code is exchanged once.
  const exchange = useRef<Promise<{ tokens: Tokens; originalUri: string }> | null | undefined>(undefined);
  const { url, responseMode = 'fragment' } = options;

  useEffect(() => {
    if (exchange.current === undefined) {
      exchange.current = null;
      const auth = client.auth as OAuthApi;
      let params: OAuthCallbackParams | undefined;
      try {
        params = auth.parseFromUrl(url ?? (typeof location !== 'undefined' ? location.href : undefined), responseMode);
      } catch (error) {
        exchange.current = Promise.reject(error);
      }
      if (params && hasCallback(params)) {
        if (url === undefined) stripCallbackParams(responseMode);
        exchange.current = auth.finishLogin(params);
      }
      exchange.current?.catch(() => undefined);
    }
    const running = exchange.current;
    if (!running) return;
    let live = true;
    setState({ status: 'pending', error: null });
    running.then(
      ({ originalUri }) => live && setState({ status: 'success', error: null, originalUri }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          error: isFrontdeskError(error) ? error : new FrontdeskError('The sign-in could not be finished', { cause: error }),
        }),
    );
    return () => {
      live = false;
    };
  }, [client, url, responseMode]);

  return state;
}
