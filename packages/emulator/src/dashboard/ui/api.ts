/*
 * The dashboard's one way to talk to the emulator: its admin API under /_emulator/, same origin.
 * Every call is marked as the dashboard's own (kept out of the Requests view) and carries the admin
 * API key the developer typed in, when the emulator asked for one.
 */

const KEY_STORAGE = 'frontdesk-emulator-admin-key';

/** The code the emulator answers with when it listens beyond loopback and the call has no key. */
export const ADMIN_KEY_REQUIRED = 'ADMIN_KEY_REQUIRED';

/**
 * A refused or failed admin API call: the emulator's message, HTTP status and application error code.
 */
export class ApiError extends Error {
  /** The HTTP status (0: the emulator did not answer). */
  readonly status: number;
  /** `details.applicationError.code` of the answer, if any. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * The admin API key kept for this tab (sessionStorage), if the developer entered one.
 */
export function storedAdminKey(): string | undefined {
  try {
    return sessionStorage.getItem(KEY_STORAGE) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `key` for this tab's calls (or forgets it with `undefined`).
 */
export function storeAdminKey(key: string | undefined): void {
  try {
    if (key) sessionStorage.setItem(KEY_STORAGE, key);
    else sessionStorage.removeItem(KEY_STORAGE);
  } catch {
    // Storage refused (private mode): the key is simply not kept.
  }
}

const keyListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a call is refused for want of the admin key; returns the unsubscribe.
 */
export function onAdminKeyRequired(listener: () => void): () => void {
  keyListeners.add(listener);
  return () => keyListeners.delete(listener);
}

/** Options of {@link api}. */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** A value sent as JSON, or a string sent as it is (a state file's text). */
  body?: unknown;
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-emulator-dashboard': '1' };
  const key = storedAdminKey();
  if (key) headers.authorization = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * Calls the admin API and returns its JSON answer; throws {@link ApiError} with the emulator's
 * message when it refuses.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(body),
      credentials: 'same-origin',
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('The emulator does not answer (is it still running?)', 0);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, any>;
  if (!response.ok) {
    const code = data?.details?.applicationError?.code;
    const message = typeof data.message === 'string' && data.message ? data.message : `HTTP ${response.status}`;
    if (code === ADMIN_KEY_REQUIRED) for (const listener of keyListeners) listener();
    throw new ApiError(message, response.status, typeof code === 'string' ? code : undefined);
  }
  return data as T;
}

/**
 * Downloads an admin API answer as a file (a link cannot send the admin key, so it is fetched).
 */
export async function download(path: string, fileName: string): Promise<void> {
  const data = await api<unknown>(path);
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The message to show for a failed call.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
