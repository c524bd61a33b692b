import { FrontdeskError, brand, hasKind } from './frontdesk-error.js';

/** One server-side field violation, with the argument of the call it came from. */
export interface FieldViolation {
  /** The wire field path, e.g. `service.name`. */
  field: string;
  /** What is wrong with it. */
  description: string;
  /** The positional argument of the call the field belongs to (e.g. `service`), when known. */
  argument?: string | undefined;
  violatedRule?: string | undefined;
  ruleName?: string | undefined;
  data?: unknown;
}

/** What every API error carries. */
export interface ApiErrorInit {
  status: number;
  code: string;
  description?: string | undefined;
  data?: unknown;
  details?: unknown;
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * The platform answered with an error status (or an unreadable body). `code` is the platform's
 * application error code, or the status text in UPPER_SNAKE_CASE (`NOT_FOUND`) when it sent none.
 *
 * @example
 * ```ts
 * if (isApiError(error) && error.code === 'SLUG_ALREADY_EXISTS') askForAnotherSlug();
 * ```
 */
export class ApiError extends FrontdeskError {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The application error code, or the status text as UPPER_SNAKE_CASE. */
  readonly code: string;
  /** The platform's description of the error. */
  readonly description: string | undefined;
  /** The application error's `data`, as sent. */
  readonly data: unknown;
  /** The raw `details` object of the error body, as sent. */
  readonly details: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message, { cause: init.cause, requestId: init.requestId });
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.data = init.data;
    this.details = init.details;
    brand(this, 'ApiError');
  }
}

/**
 * The platform rejected the input (`INVALID_ARGUMENT`). `fieldViolations` are sorted by field, and
 * each names the call argument it belongs to.
 *
 * @example
 * ```ts
 * if (isValidationError(error)) for (const v of error.fieldViolations) form.setError(v.field, v.description);
 * ```
 */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  /** The violations, sorted by field. */
  readonly fieldViolations: FieldViolation[];
  constructor(message: string, init: ApiErrorInit & { fieldViolations: FieldViolation[] }) {
    super(message, init);
    this.fieldViolations = init.fieldViolations;
    brand(this, 'ValidationError');
  }
}

/**
 * HTTP 401: the credentials are missing, expired or unknown (after one refresh attempt, when the
 * auth strategy can refresh).
 *
 * @example
 * ```ts
 * if (isAuthenticationError(error)) redirectToLogin();
 * ```
 */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'AuthenticationError');
  }
}

/**
 * HTTP 403: the caller is authenticated but not allowed (a visitor calling a member-only call, a
 * member calling an owner call).
 *
 * @example
 * ```ts
 * if (isPermissionError(error)) showSignInPrompt();
 * ```
 */
export class PermissionError extends ApiError {
  override name = 'PermissionError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'PermissionError');
  }
}

/**
 * HTTP 404: the entity (or the route) does not exist.
 *
 * @example
 * ```ts
 * const plan = await getPlan(client, id).catch((e) => (isNotFoundError(e) ? undefined : Promise.reject(e)));
 * ```
 */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'NotFoundError');
  }
}

/**
 * HTTP 409: a conflict, such as a stale booking revision or a slug that is taken.
 *
 * @example
 * ```ts
 * if (isConflictError(error)) await reloadAndRetry();
 * ```
 */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'ConflictError');
  }
}

/**
 * HTTP 429: throttled. Thrown once the transport's retries (idempotent calls only) are used up.
 * `retryAfterMs` holds the server's `Retry-After`, when it sent one.
 *
 * @example
 * ```ts
 * if (isRateLimitError(error)) setTimeout(retry, error.retryAfterMs ?? 1000);
 * ```
 */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  /** The server's `Retry-After`, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  constructor(message: string, init: ApiErrorInit & { retryAfterMs?: number | undefined }) {
    super(message, init);
    this.retryAfterMs = init.retryAfterMs;
    brand(this, 'RateLimitError');
  }
}

/**
 * The server failed: a 5xx status, or a success status whose body could not be read. The message is
 * `System error occurred` (with `, request-id: <id>` when known); the parse or server error is `cause`.
 *
 * @example
 * ```ts
 * if (isServerError(error)) toast(`Please try again (${error.requestId})`);
 * ```
 */
export class ServerError extends ApiError {
  override name = 'ServerError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'ServerError');
  }
}

/**
 * True for any error response from the platform.
 *
 * @example
 * ```ts
 * if (isApiError(error)) console.log(error.status, error.code);
 * ```
 */
export const isApiError = (error: unknown): error is ApiError => hasKind(error, 'ApiError');
/** True for `INVALID_ARGUMENT` responses. @example `if (isValidationError(e)) e.fieldViolations` */
export const isValidationError = (error: unknown): error is ValidationError => hasKind(error, 'ValidationError');
/** True for 401 responses. @example `if (isAuthenticationError(e)) signIn()` */
export const isAuthenticationError = (error: unknown): error is AuthenticationError => hasKind(error, 'AuthenticationError');
/** True for 403 responses. @example `if (isPermissionError(e)) showForbidden()` */
export const isPermissionError = (error: unknown): error is PermissionError => hasKind(error, 'PermissionError');
/** True for 404 responses. @example `if (isNotFoundError(e)) return null` */
export const isNotFoundError = (error: unknown): error is NotFoundError => hasKind(error, 'NotFoundError');
/** True for 409 responses. @example `if (isConflictError(e)) reload()` */
export const isConflictError = (error: unknown): error is ConflictError => hasKind(error, 'ConflictError');
/** True for 429 responses. @example `if (isRateLimitError(e)) wait(e.retryAfterMs)` */
export const isRateLimitError = (error: unknown): error is RateLimitError => hasKind(error, 'RateLimitError');
/** True for 5xx responses and unreadable bodies. @example `if (isServerError(e)) retryLater()` */
export const isServerError = (error: unknown): error is ServerError => hasKind(error, 'ServerError');
