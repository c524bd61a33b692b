/**
 * One entry of a validation error's `fieldViolations`.
 */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/**
 * The platform's error body: `{ message, details }` with an application or validation error, or empty details.
 */
export interface ErrorEnvelope {
  message: string;
  details: {
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
    validationError?: { fieldViolations: FieldViolation[] };
  };
  [extra: string]: unknown;
}

/**
 * An error a route handler throws to answer with the platform's error envelope and status.
 * Anything else a handler throws becomes a 500 with empty details.
 *
 * @example
 * ```ts
 * throw new PlatformError(404, {
 *   message: 'Plan not found',
 *   details: { applicationError: { code: 'plan_not_found', description: 'Plan not found', data: {} } },
 * });
 * ```
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly status: number;
  readonly body: ErrorEnvelope;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorEnvelope, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * Builds an application error (`details.applicationError`). `message` defaults to the description.
 *
 * @example
 * ```ts
 * throw applicationError(428, 'INVALID_BOOKING_STATUS', 'Booking is already canceled');
 * ```
 */
export function applicationError(
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
  message: string = description,
): PlatformError {
  return new PlatformError(status, { message, details: { applicationError: { code, description, data } } });
}

/**
 * Builds a 400 validation error (`details.validationError.fieldViolations`). The message reads like
 * the platform's: `INVALID_ARGUMENT: "<field>" <description>, ...`, violations sorted by field.
 *
 * @example
 * ```ts
 * throw validationError([{ field: 'plan.name', description: 'must not be empty', ruleName: 'PLAN_NAME_BLANK' }]);
 * ```
 */
export function validationError(fieldViolations: FieldViolation[], message?: string): PlatformError {
  const sorted = [...fieldViolations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  const text = message ?? `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
  return new PlatformError(400, { message: text, details: { validationError: { fieldViolations: sorted } } });
}

/**
 * A 400 application error with code `INVALID_ARGUMENT` (for input that has no single field to blame,
 * e.g. a body that is not JSON).
 *
 * @example
 * ```ts
 * throw invalidArgument('Request body is not valid JSON');
 * ```
 */
export function invalidArgument(description: string, data: Record<string, unknown> = {}): PlatformError {
  return applicationError(400, 'INVALID_ARGUMENT', description, data);
}

/**
 * A 404 application error (`code` defaults to `NOT_FOUND`).
 *
 * @example
 * ```ts
 * throw notFound('Member not found', 'member_not_found', { memberId });
 * ```
 */
export function notFound(description = 'Not Found', code = 'NOT_FOUND', data: Record<string, unknown> = {}): PlatformError {
  return applicationError(404, code, description, data, code === 'NOT_FOUND' ? 'Not Found' : description);
}

/**
 * A 401 for a missing, unknown or expired credential.
 *
 * @example
 * ```ts
 * throw unauthenticated('Access token expired');
 * ```
 */
export function unauthenticated(description = 'Missing or invalid credentials', code = 'UNAUTHENTICATED'): PlatformError {
  return applicationError(401, code, description, {}, 'Unauthenticated');
}

/**
 * A 403 for a caller whose role may not call the route (or act on the target).
 *
 * @example
 * ```ts
 * throw permissionDenied('Only the site owner may create plans');
 * ```
 */
export function permissionDenied(description = 'Permission denied', code = 'PERMISSION_DENIED'): PlatformError {
  return applicationError(403, code, description, {}, 'Permission denied');
}

/**
 * A 409 conflict (the resource exists already, or a stale `revision`).
 *
 * @example
 * ```ts
 * throw conflict('BOOKING_REVISION_MISMATCH', 'The booking was changed since it was read');
 * ```
 */
export function conflict(code: string, description: string, data: Record<string, unknown> = {}): PlatformError {
  return applicationError(409, code, description, data);
}

/**
 * A 428 failed precondition (state and business rules, e.g. `INVALID_BOOKING_STATUS`).
 *
 * @example
 * ```ts
 * throw failedPrecondition('already_archived', 'The plan is archived');
 * ```
 */
export function failedPrecondition(code: string, description: string, data: Record<string, unknown> = {}): PlatformError {
  return applicationError(428, code, description, data);
}

/**
 * The body of a 5xx system error: a message and empty details, as the platform sends.
 *
 * @example
 * ```ts
 * systemErrorBody(); // { message: 'Internal Server Error', details: {} }
 * ```
 */
export function systemErrorBody(message = 'Internal Server Error'): ErrorEnvelope {
  return { message, details: {} };
}

/**
 * The throw helpers a route context carries as `ctx.fail`; each one throws a {@link PlatformError}.
 *
 * @example
 * ```ts
 * ctx.fail.notFound('Plan not found', 'plan_not_found');
 * ```
 */
export interface FailHelpers {
  application(status: number, code: string, description: string, data?: Record<string, unknown>): never;
  validation(fieldViolations: FieldViolation[]): never;
  invalidArgument(description: string, data?: Record<string, unknown>): never;
  notFound(description?: string, code?: string, data?: Record<string, unknown>): never;
  unauthenticated(description?: string): never;
  permissionDenied(description?: string): never;
  conflict(code: string, description: string, data?: Record<string, unknown>): never;
  failedPrecondition(code: string, description: string, data?: Record<string, unknown>): never;
}

/**
 * The `ctx.fail` helpers: the builders above, throwing.
 */
export const fail: FailHelpers = {
  application: (status, code, description, data) => {
    throw applicationError(status, code, description, data);
  },
  validation: (violations) => {
    throw validationError(violations);
  },
  invalidArgument: (description, data) => {
    throw invalidArgument(description, data);
  },
  notFound: (description, code, data) => {
    throw notFound(description, code, data);
  },
  unauthenticated: (description) => {
    throw unauthenticated(description);
  },
  permissionDenied: (description) => {
    throw permissionDenied(description);
  },
  conflict: (code, description, data) => {
    throw conflict(code, description, data);
  },
  failedPrecondition: (code, description, data) => {
    throw failedPrecondition(code, description, data);
  },
};
