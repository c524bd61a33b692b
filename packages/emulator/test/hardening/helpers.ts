import { expect } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '../../src/index.js';
import { ownerHeaders } from '../helpers.js';

/** The frozen start time of the hardening tests. */
export const T0 = '2026-03-01T09:00:00.000Z';

/** A fresh demo emulator whose unexpected errors (a 500) are collected in `errors`. */
export function hardenedEmulator(): { emulator: Emulator; errors: unknown[] } {
  const errors: unknown[] = [];
  // Webhook deliveries never reach the network.
  const fetch = async () => new Response(null, { status: 204 });
  const emulator = createEmulator({ clock: T0, onError: (error) => errors.push(error), fetch });
  return { emulator, errors };
}

/** Sends a raw body text (JSON written by hand, so `__proto__` stays a JSON key) and parses the answer. */
export async function send(
  emulator: Emulator,
  method: string,
  path: string,
  text?: string,
  headers: Record<string, string> = ownerHeaders,
): Promise<{ status: number; body: any }> {
  const response = await emulator.fetch(path, {
    method,
    headers: { ...(text !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(text !== undefined ? { body: text } : {}),
  });
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body };
}

/** The first field violation of a validation error body (`{ field, ... }`), if any. */
export function violation(body: any): { field: string; description: string; violatedRule?: string } | undefined {
  return body?.details?.validationError?.fieldViolations?.[0];
}

/** Asserts a 400 INVALID_ARGUMENT validation error naming `field`. */
export function expectRefused(result: { status: number; body: any }, field: string): void {
  expect(result.status).toBe(400);
  expect(result.body.message).toMatch(/^INVALID_ARGUMENT: /);
  expect(violation(result.body)?.field).toBe(field);
}

/** Asserts that nothing reached `Object.prototype` (or the prototypes reachable from a plain object). */
export function expectPrototypesClean(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  expect(Object.prototype.toString.call({})).toBe('[object Object]');
}

/**
 * Asserts that tokens still work after an attack: a fresh visitor token reads the public plans, its
 * refresh token rotates once, and an access token issued earlier (`earlier`) is still accepted. A
 * polluted `Object.prototype` (`revokedAt`, `usedAt`) made every token look revoked or used.
 */
export async function expectTokensWork(emulator: Emulator, earlier?: string): Promise<void> {
  const issued = await send(emulator, 'POST', '/oauth2/token', JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }), {});
  expect(issued.status).toBe(200);
  const read = await send(emulator, 'GET', '/pricing-plans/v2/plans/public', undefined, { authorization: issued.body.access_token });
  expect(read.status).toBe(200);
  const refresh = JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'refresh_token', refreshToken: issued.body.refresh_token });
  expect((await send(emulator, 'POST', '/oauth2/token', refresh, {})).status).toBe(200);
  if (earlier) {
    expect((await send(emulator, 'GET', '/pricing-plans/v2/plans/public', undefined, { authorization: earlier })).status).toBe(200);
  }
}
