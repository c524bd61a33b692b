import { FrontdeskError } from '../errors/frontdesk-error.js';

/**
 * Encodes a GET/DELETE payload as the platform's query string (wire.md "Query strings"): scalars as
 * plain parameters, arrays as repeated keys, nested objects flattened with dots, `undefined`/`null`
 * dropped. In the complex form (`listMembers`, `memberListOrders`, `managementListOrders`), a payload
 * holding a nested object or an array of objects goes whole into `.r=<base64url(JSON)>`.
 * Returns the string without the leading `?` (empty when there is nothing to send).
 *
 * @example
 * ```ts
 * encodeQuery({ planIds: ['a', 'b'], limit: 10 }); // 'planIds=a&planIds=b&limit=10'
 * ```
 */
export function encodeQuery(payload: Record<string, unknown>, options: { complex?: boolean } = {}): string {
  if (options.complex && needsComplexForm(payload)) {
    return `.r=${base64UrlEncode(JSON.stringify(payload))}`;
  }
  const parts: string[] = [];
  flatten(payload, '', parts);
  return parts.join('&');
}

function needsComplexForm(payload: Record<string, unknown>): boolean {
  return Object.values(payload).some(
    (value) =>
      (isPlainObject(value) && Object.values(value).some((v) => v !== undefined)) ||
      (Array.isArray(value) && value.some((item) => isPlainObject(item) || Array.isArray(item))),
  );
}

function flatten(value: unknown, key: string, parts: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item === undefined || item === null) continue;
      if (typeof item === 'object' && !(item instanceof Date)) {
        // The official SDK silently drops these; we refuse rather than lose what the caller wrote.
        throw new FrontdeskError(`Cannot send "${key}" in a query string: it holds objects. This call does not support the complex form.`);
      }
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(item))}`);
    }
    return;
  }
  if (isPlainObject(value)) {
    for (const [child, v] of Object.entries(value)) flatten(v, key ? `${key}.${child}` : child, parts);
    return;
  }
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(scalar(value))}`);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** base64url without padding, of the UTF-8 bytes of `text`. */
export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
