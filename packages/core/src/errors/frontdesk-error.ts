/** Registry-wide symbol, so guards work across realms and across the CJS and ESM copies of this package. */
const KINDS = Symbol.for('frontdesk.error.kinds');

/** Options shared by every Frontdesk error constructor. */
export interface FrontdeskErrorOptions {
  /** The underlying error (a fetch failure, a parse error, a zod error...). */
  cause?: unknown;
  /** The platform's `x-wix-request-id`, when a response was received. */
  requestId?: string | undefined;
}

/**
 * The base class of every error Frontdesk throws. Messages are readable sentences; structured data
 * lives on properties. Use the `is*Error` guards rather than `instanceof` when the error may come from
 * another copy of the package (CJS and ESM side by side, iframes).
 *
 * @example
 * ```ts
 * try {
 *   await getPlan(client, planId);
 * } catch (error) {
 *   if (isFrontdeskError(error)) console.error(error.message, error.requestId);
 * }
 * ```
 */
export class FrontdeskError extends Error {
  override name = 'FrontdeskError';
  /** The platform's request id (`x-wix-request-id`), when there was a response. */
  readonly requestId: string | undefined;
  /** Always `true`; a brand that survives serialisation boundaries better than `instanceof`. */
  readonly isFrontdeskError = true as const;

  constructor(message: string, options: FrontdeskErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.requestId = options.requestId;
    brand(this, 'FrontdeskError');
  }

  /** A plain, JSON-safe view of the error (no tokens: messages never contain any). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) {
      if (key !== 'isFrontdeskError' && value !== undefined) json[key] = value;
    }
    return json;
  }
}

/** Records `kind` on an error instance so the guards can recognise it without `instanceof`. */
export function brand(error: Error, kind: string): void {
  const target = error as Error & { [KINDS]?: string[] };
  if (!Object.hasOwn(target, KINDS)) {
    Object.defineProperty(target, KINDS, { value: [], enumerable: false });
  }
  target[KINDS]!.push(kind);
}

/** True when `error` is a Frontdesk error of the given kind (the class name), in any realm or copy. */
export function hasKind(error: unknown, kind: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const kinds = (error as { [KINDS]?: unknown })[KINDS];
  return Array.isArray(kinds) && kinds.includes(kind);
}

/**
 * True for every error Frontdesk throws.
 *
 * @example
 * ```ts
 * if (isFrontdeskError(error)) report(error.toJSON());
 * ```
 */
export function isFrontdeskError(error: unknown): error is FrontdeskError {
  return hasKind(error, 'FrontdeskError');
}
