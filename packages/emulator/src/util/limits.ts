import { applicationError, invalidArgument, validationError, type PlatformError } from '../errors.js';
import { reservedKeyError, isReservedKey } from './safe-keys.js';

/**
 * The largest request body the emulator reads: 1 MiB. A larger one is answered 413 `PAYLOAD_TOO_LARGE`.
 */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * The deepest nesting of objects and arrays accepted in a JSON payload (a body, or a query's `.r`).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The longest string (in UTF-16 code units) accepted anywhere in a payload, keys included, unless the
 * platform documents a smaller limit for the field (platform-rules.md; those are checked by the domains).
 */
export const MAX_STRING_LENGTH = 65_536;

/**
 * The 413 answered for a body over {@link MAX_BODY_BYTES}.
 */
export function payloadTooLarge(maxBytes: number = MAX_BODY_BYTES): PlatformError {
  return applicationError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`, { maxBytes });
}

/**
 * The 400 for a field value over {@link MAX_STRING_LENGTH}.
 */
export function stringTooLong(field: string, max: number = MAX_STRING_LENGTH): PlatformError {
  return validationError([{ field, description: `must be at most ${max} characters`, violatedRule: 'MAX_LENGTH' }]);
}

/**
 * The 400 for a payload nested deeper than {@link MAX_JSON_DEPTH}.
 */
export function tooDeep(what: string, maxDepth: number = MAX_JSON_DEPTH): PlatformError {
  return invalidArgument(`${what} is nested deeper than ${maxDepth} levels`, { maxDepth });
}

// A container still to visit; parents are linked so a field path is built only for an error.
interface Frame {
  value: object;
  depth: number;
  parent: Frame | undefined;
  key: string | number | undefined;
}

function pathOf(frame: Frame | undefined, key?: string | number): string {
  const parts: Array<string | number> = key === undefined ? [] : [key];
  for (let f = frame; f && f.key !== undefined; f = f.parent) parts.unshift(f.key);
  const path = parts.reduce<string>((at, part) => (typeof part === 'number' ? `${at}[${part}]` : at ? `${at}.${part}` : part), '');
  return path || '(body)';
}

/**
 * Options of {@link checkJsonLimits}.
 */
export interface JsonLimitsOptions {
  /** What the payload is, for the depth error's text; default `'Request body'`. */
  what?: string;
  /** `'refuse'` (default): a `__proto__`, `constructor` or `prototype` key is a 400; `'keep'`: allowed (as data). */
  reservedKeys?: 'refuse' | 'keep';
}

/**
 * Checks a parsed JSON payload against the input limits, without recursion (a 10,000-deep array is
 * refused, not a stack overflow): nesting up to {@link MAX_JSON_DEPTH}, strings and keys up to
 * {@link MAX_STRING_LENGTH}, and no reserved key (`__proto__`, `constructor`, `prototype`) at any
 * depth. Throws a 400 platform error naming the field (`plan.__proto__`, `items[2].name`).
 */
export function checkJsonLimits(value: unknown, options: JsonLimitsOptions = {}): void {
  const what = options.what ?? 'Request body';
  const refuseReserved = options.reservedKeys !== 'keep';
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) throw stringTooLong('(body)');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const stack: Frame[] = [{ value, depth: 1, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > MAX_JSON_DEPTH) throw tooDeep(what);
    const visit = (key: string | number, child: unknown) => {
      if (typeof key === 'string') {
        if (refuseReserved && isReservedKey(key)) throw reservedKeyError(pathOf(frame, key));
        if (key.length > MAX_STRING_LENGTH) throw stringTooLong(pathOf(frame, `${key.slice(0, 40)}…`));
      }
      if (typeof child === 'string') {
        if (child.length > MAX_STRING_LENGTH) throw stringTooLong(pathOf(frame, key));
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
      }
    };
    if (Array.isArray(frame.value)) {
      frame.value.forEach((child, i) => {
        visit(i, child);
      });
    } else for (const key of Object.keys(frame.value)) visit(key, (frame.value as Record<string, unknown>)[key]);
  }
}
