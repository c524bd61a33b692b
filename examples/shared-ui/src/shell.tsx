import { createContext, useContext, type ReactNode } from 'react';
import type { StateMachine } from '@frontdesk/identity';
import { errorMessage, signInFailureMessage, type ErrorCodes } from './errors.js';
import { createFlowStorage, type FlowStorage } from './session.js';

/*
 * What differs between the example apps that share this shell: their name, where a member lands
 * after signing in, their sessionStorage keys, their platform and their own error codes. Each app
 * makes its shell once (`createShell`) and gives it to `ShellProvider` (done by `mountApp`).
 */

/** An app's settings for the shared shell. */
export interface ShellConfig {
  /** The name in the header and in every tab title (`<page> · <brand>`). */
  brand: string;
  /** Where a member goes after signing in when no `next` page was asked for (`/account`). */
  home: string;
  /** The prefix of the sessionStorage keys of the sign-in flows (`storefront`). */
  storagePrefix: string;
  /** The platform's URL (the emulator's, in development). */
  baseUrl: string;
  /** The app's own platform error codes as sentences, added to the shared ones. */
  errorCodes?: ErrorCodes;
}

/** An app's shell: its settings, plus the helpers made from them. */
export interface Shell extends Readonly<Required<ShellConfig>> {
  /** True when the app talks to the local emulator rather than the real platform. */
  readonly onEmulator: boolean;
  /** The emulator's outbox page for one recipient: where its "emails" (codes, reset links) are. */
  outboxUrl(email: string): string;
  /** {@link errorMessage} with the app's error codes. */
  errorMessage(error: unknown): string;
  /** {@link signInFailureMessage} with the app's error codes. */
  signInFailureMessage(result: Extract<StateMachine, { loginState: 'FAILURE' }>): string;
  /** What the sign-in flows keep in this tab across a reload, under {@link ShellConfig.storagePrefix}. */
  readonly storage: FlowStorage;
}

/**
 * Makes an app's shell from its settings (once, at module level).
 *
 * @example
 * ```ts
 * export const shell = createShell({ brand: 'Frontdesk Demo Studio', home: '/account', storagePrefix: 'storefront', baseUrl: BASE_URL });
 * ```
 */
export function createShell(config: ShellConfig): Shell {
  const codes = config.errorCodes ?? {};
  return {
    ...config,
    errorCodes: codes,
    onEmulator: !/(^|\.)wixapis\.com$/.test(new URL(config.baseUrl).hostname),
    outboxUrl: (email) => `${config.baseUrl}/_emulator/outbox/page?${new URLSearchParams({ to: email })}`,
    errorMessage: (error) => errorMessage(error, codes),
    signInFailureMessage: (result) => signInFailureMessage(result, codes),
    storage: createFlowStorage(config.storagePrefix),
  };
}

const ShellContext = createContext<Shell | undefined>(undefined);

/** Gives `shell` to the shared pages and components below it. */
export function ShellProvider({ shell, children }: { shell: Shell; children: ReactNode }): ReactNode {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/**
 * The app's shell (inside {@link ShellProvider}).
 *
 * @example
 * ```tsx
 * const { home, errorMessage } = useShell();
 * ```
 */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell: no ShellProvider above this component (mountApp adds it)');
  return shell;
}
