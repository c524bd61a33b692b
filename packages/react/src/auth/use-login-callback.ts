'use client';

import { useEffect, useRef, useState } from 'react';
import {
  finishLogin,
  FrontdeskError,
  isFrontdeskError,
  parseCallbackUrl,
  type FrontdeskClient,
  type OAuthApi,
  type OAuthCallbackParams,
  type ResponseMode,
  type Tokens,
} from '@frontdesk/core';
import { useFrontdeskContext } from '../context.js';

/** How the login callback reads the URL. */
export interface LoginCallbackOptions {
  /** The callback URL (default: the current page). */
  url?: string | URL;
  /** Where `code` and `state` are: `fragment` (default) or `query`, as given to `getAuthUrl`. */
  responseMode?: ResponseMode;
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
 * state and exchanges the code for member tokens (core's `finishLogin`). The exchange runs
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
      let params: OAuthCallbackParams | undefined;
      try {
        params = parseCallbackUrl(url ?? (typeof location !== 'undefined' ? location.href : undefined), responseMode);
      } catch (error) {
        exchange.current = Promise.reject(error);
      }
      if (params && hasCallback(params)) {
        if (url === undefined) stripCallbackParams(responseMode);
        exchange.current = finishLogin(client as FrontdeskClient<OAuthApi>, params);
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
