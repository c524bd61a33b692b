import { PlatformError, systemErrorBody } from '../errors.js';

/**
 * A JSON response (`content-type: application/json`).
 */
export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/**
 * Turns anything a handler threw into the platform's error response: a {@link PlatformError} keeps its
 * status and envelope; anything else is reported to `onUnexpected` and becomes a 500 with empty details.
 */
export function errorResponse(error: unknown, onUnexpected: (error: unknown) => void): Response {
  if (error instanceof PlatformError) return jsonResponse(error.body, { status: error.status, headers: error.headers });
  onUnexpected(error);
  return jsonResponse(systemErrorBody(), { status: 500 });
}
