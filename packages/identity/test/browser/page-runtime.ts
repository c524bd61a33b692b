/**
 * Browser-side helpers for the apps a browser test bundles (see `harness.ts`): the harness's config,
 * exposing the app's functions to the test, and instrumentation of the page (message listeners,
 * received messages, frames). Import it first in the app, so the instrumentation is in place before
 * any other code runs.
 */

/** What the harness injects into every page of the app's origin as `window.__HARNESS__`. */
export interface HarnessConfig {
  /** The emulator's base URL (`http://127.0.0.1:<port>`): the app's `createClient({ baseUrl })`. */
  emulatorUrl: string;
  /** The app's own origin. */
  appOrigin: string;
  /** The emulator's demo OAuth client id. */
  clientId: string;
  /** Whatever else the test passed as `config`. */
  [key: string]: unknown;
}

/** A `message` event the page received, as recorded by the runtime. */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
  /** `frame:<title or src>` when sent by a frame of the page, `opener`/`self`, else `other`. */
  source: string;
}

type Listener = EventListenerOrEventListenerObject;

const received: ReceivedMessage[] = [];
const active = new Map<Listener, Set<boolean>>();
const originalAdd = window.addEventListener.bind(window);
const originalRemove = window.removeEventListener.bind(window);
const capture = (options: boolean | EventListenerOptions | undefined): boolean =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

// Count the page's `message` listeners (added, not yet removed), to check that flows clean up.
window.addEventListener = ((type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) => {
  if (type === 'message' && listener) {
    const flags = active.get(listener) ?? new Set<boolean>();
    flags.add(capture(options));
    active.set(listener, flags);
  }
  if (listener) originalAdd(type, listener, options);
}) as typeof window.addEventListener;
window.removeEventListener = ((type: string, listener: Listener | null, options?: boolean | EventListenerOptions) => {
  if (type === 'message' && listener) {
    const flags = active.get(listener);
    flags?.delete(capture(options));
    if (flags?.size === 0) active.delete(listener);
  }
  if (listener) originalRemove(type, listener, options);
}) as typeof window.removeEventListener;

// Record every message (this listener is not counted above).
originalAdd('message', (event: MessageEvent) => {
  let source = 'other';
  if (event.source === window) source = 'self';
  else if (event.source && event.source === window.opener) source = 'opener';
  else {
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow && frame.contentWindow === event.source) source = `frame:${frame.title || frame.src}`;
    }
  }
  received.push({ origin: event.origin, data: event.data, source });
});

/**
 * The harness's config (`window.__HARNESS__`).
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl: harnessConfig().emulatorUrl, auth: oauth({ clientId: harnessConfig().clientId }) });
 * ```
 */
export function harnessConfig(): HarnessConfig {
  const config = (window as unknown as { __HARNESS__?: HarnessConfig }).__HARNESS__;
  if (!config) throw new Error('window.__HARNESS__ is missing: serve this app through the browser harness');
  return config;
}

/** A thrown value as plain data (what `page.evaluate` can return). */
export interface ErrorInfo {
  name: string;
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/**
 * Turns a thrown value into plain data for the test.
 *
 * @example
 * ```ts
 * try { await work(); } catch (error) { return { error: describeError(error) }; }
 * ```
 */
export function describeError(error: unknown): ErrorInfo {
  if (error instanceof Error) {
    const { code, status } = error as { code?: unknown; status?: unknown };
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { name: 'NonError', message: String(error) };
}

/** What the runtime adds to every exposed API. */
export interface PageProbe {
  /** Where the page is and what is in it: message listeners, frames, messages received. */
  probe(): { href: string; messageListeners: number; iframes: { title: string; src: string }[]; messages: ReceivedMessage[] };
  /** Adds an `<iframe>` (resolves once it loaded). */
  addFrame(url: string, title?: string): Promise<void>;
  /** Removes the frames `addFrame` added. */
  removeFrames(): void;
}

const added: HTMLIFrameElement[] = [];

const probe: PageProbe = {
  probe: () => ({
    href: location.href,
    messageListeners: [...active.values()].reduce((sum, flags) => sum + flags.size, 0),
    iframes: [...document.querySelectorAll('iframe')].map((frame) => ({ title: frame.title, src: frame.src })),
    messages: received.map((message) => ({ ...message })),
  }),
  addFrame: (url, title = url) =>
    new Promise<void>((resolve) => {
      const frame = document.createElement('iframe');
      frame.title = title;
      frame.addEventListener('load', () => resolve(), { once: true });
      frame.src = url;
      added.push(frame);
      document.body.appendChild(frame);
    }),
  removeFrames: () => {
    for (const frame of added.splice(0)) frame.remove();
  },
};

/**
 * Exposes the app's functions to the test as `window[name]` (default `window.frontdesk`), with the
 * runtime's probe functions added, and marks the page ready (`window[name].ready === true`), which
 * is what the harness waits for.
 *
 * @example
 * ```ts
 * expose({ async signIn(email: string, password: string) { ... } });
 * // test: await t.call(page, 'signIn', email, password);
 * ```
 */
export function expose<T extends object>(api: T, name = 'frontdesk'): void {
  (window as unknown as Record<string, unknown>)[name] = { ...probe, ...api, ready: true };
}
