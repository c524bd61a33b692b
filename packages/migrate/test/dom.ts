import { createRequire } from 'node:module';
import { Window } from 'happy-dom';

/**
 * A DOM for the browser fixture's page in a Node test: happy-dom's window, document, storage,
 * location and DOM classes as globals, with Node's own network classes (`fetch`, `Request`,
 * `Response`, `Headers`, `URL`) left in place. The page's code runs as in a browser (both SDKs see a
 * `window`), while its requests, and the test's navigations to the sign-in page, go through msw
 * with their cookies (a DOM environment's fetch drops `Cookie` and `Set-Cookie`, as a page's does,
 * and the emulator's hosted sign-in needs them).
 */
export function installDom(url: string): { window: Window; uninstall(): Promise<void> } {
  const window = new Window({ url, settings: { disableErrorCapturing: true } });
  const kept = new Set([
    'fetch',
    'Request',
    'Response',
    'Headers',
    'URL',
    'URLSearchParams',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'crypto',
    'performance',
    'console',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'queueMicrotask',
    'structuredClone',
    'BroadcastChannel',
  ]);
  const replaced = new Map<string, PropertyDescriptor | undefined>();
  const global = globalThis as Record<string, unknown>;
  const set = (key: string, value: unknown) => {
    if (!replaced.has(key)) replaced.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true, enumerable: true });
  };
  const source = window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (kept.has(key) || key.startsWith('_') || key === 'globalThis' || key === 'global') continue;
    const value = source[key];
    if (
      key in global &&
      !/^(window|document|self|location|navigator|localStorage|sessionStorage|history|FormData|Event|CustomEvent|MessageEvent|EventTarget)$/.test(
        key,
      ) &&
      !/^(HTML|SVG|Node|Element|Document|Text|Comment|Mutation|Range|Selection|Keyboard|Mouse|Pointer|Focus|Input|Submit|UI)/.test(key)
    ) {
      continue;
    }
    set(key, typeof value === 'function' && !/^[A-Z]/.test(key) ? (value as (...args: unknown[]) => unknown).bind(window) : value);
  }
  set('window', window);
  set('self', window);
  set('IS_REACT_ACT_ENVIRONMENT', false);
  return {
    window,
    async uninstall() {
      for (const [key, descriptor] of replaced) {
        if (descriptor) Object.defineProperty(globalThis, key, descriptor);
        else delete global[key];
      }
      await window.happyDOM.close();
    },
  };
}

/**
 * Resolves once React's scheduler has run every task queued so far (the commits' passive-effect
 * flushes, which read `window`): an idle-priority task runs after all of them. The DOM is removed
 * only then.
 */
export function schedulerIdle(): Promise<void> {
  const fromReactDom = createRequire(createRequire(import.meta.url).resolve('react-dom'));
  const scheduler = fromReactDom('scheduler') as {
    unstable_IdlePriority: number;
    unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  };
  return new Promise((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve));
}
