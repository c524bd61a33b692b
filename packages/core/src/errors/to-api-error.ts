import {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
  type ApiErrorInit,
  type FieldViolation,
} from './api-error.js';
import { isRecord } from '../is-record.js';

/** What `toApiError` needs to know about a failed response. */
export interface ErrorResponse {
  status: number;
  statusText: string;
  /** The parsed JSON body; `undefined` when there was none or it was not JSON. */
  body: unknown;
  requestId?: string | undefined;
  /** Milliseconds from the `Retry-After` header. */
  retryAfterMs?: number | undefined;
  /** Names the call argument a wire field came from (`service.name` -> `service`). */
  argumentOf?: ((field: string) => string | undefined) | undefined;
  cause?: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
};

/**
 * The standard reason phrase of an HTTP status (`404` -> `Not Found`), or `HTTP <status>`.
 *
 * @example
 * ```ts
 * statusTextOf(404); // 'Not Found'
 * statusTextOf(599); // 'Server Error'
 * ```
 */
export function statusTextOf(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? (SERVER_STATUS_TEXT[status] ?? 'Server Error') : `HTTP ${status}`);
}

const SERVER_STATUS_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `Not Found` -> `NOT_FOUND`. */
export function toUpperSnake(text: string): string {
  return text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** `System error occurred` plus `, request-id: <id>` when known (wire.md "Errors"). */
export function systemErrorMessage(requestId: string | undefined): string {
  return requestId ? `System error occurred, request-id: ${requestId}` : 'System error occurred';
}

/**
 * Maps a failed response to the matching error class, with the messages of wire.md "Errors":
 * validation -> `INVALID_ARGUMENT: "<field>" <description>, ...` sorted by field; application errors ->
 * `<message>: <description>`; other 4xx -> code from the status text; anything else -> `System error
 * occurred`.
 *
 * @example
 * ```ts
 * const error = toApiError({ status: 404, statusText: 'Not Found', body: undefined });
 * error.code; // 'NOT_FOUND'
 * ```
 */
export function toApiError(response: ErrorResponse): ApiError {
  const { status, requestId, cause } = response;
  const body = isRecord(response.body) ? response.body : undefined;
  const details = body && isRecord(body['details']) ? body['details'] : undefined;
  const statusText = response.statusText || statusTextOf(status);
  const base = { status, requestId, cause, details };

  const validation = details && isRecord(details['validationError']) ? details['validationError'] : undefined;
  if (validation) {
    const fieldViolations = readViolations(validation['fieldViolations'], response.argumentOf);
    const message =
      fieldViolations.length > 0
        ? `INVALID_ARGUMENT: ${fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`
        : `INVALID_ARGUMENT: ${stringOr(body?.['message'], 'the request is invalid')}`;
    return new ValidationError(message, { ...base, code: 'INVALID_ARGUMENT', fieldViolations });
  }

  const application = details && isRecord(details['applicationError']) ? details['applicationError'] : undefined;
  const bodyMessage = typeof body?.['message'] === 'string' ? body['message'] : undefined;

  if (status >= 500 || status < 400) {
    // A 5xx (or an unreadable 2xx) is a system error unless it carries an application error.
    if (application && status >= 500) {
      const init = applicationInit(application, bodyMessage, statusText, base);
      return new ServerError(init.message, init);
    }
    return new ServerError(systemErrorMessage(requestId), {
      ...base,
      code: toUpperSnake(statusText) || 'UNKNOWN',
      description: statusText,
    });
  }

  // OAuth endpoints answer `{ error, error_description }` (RFC 6749 section 5.2).
  const oauthCode = typeof body?.['error'] === 'string' ? body['error'] : undefined;
  const oauthDescription = typeof body?.['error_description'] === 'string' ? body['error_description'] : undefined;
  const init: ApiErrorInit & { message: string } = application
    ? applicationInit(application, bodyMessage, statusText, base)
    : oauthCode
      ? { ...base, message: bodyMessage || oauthDescription || statusText, code: oauthCode, description: oauthDescription }
      : {
          ...base,
          message: bodyMessage || statusText,
          code: toUpperSnake(statusText),
          description: statusText,
        };
  switch (status) {
    case 401:
      return new AuthenticationError(init.message, init);
    case 403:
      return new PermissionError(init.message, init);
    case 404:
      return new NotFoundError(init.message, init);
    case 409:
      return new ConflictError(init.message, init);
    case 429:
      return new RateLimitError(init.message, { ...init, retryAfterMs: response.retryAfterMs });
    default:
      return new ApiError(init.message, init);
  }
}

function applicationInit(
  application: Record<string, unknown>,
  bodyMessage: string | undefined,
  statusText: string,
  base: Omit<ApiErrorInit, 'code'>,
): ApiErrorInit & { message: string } {
  const description = typeof application['description'] === 'string' ? application['description'] : undefined;
  const code =
    typeof application['code'] === 'string' || typeof application['code'] === 'number'
      ? String(application['code'])
      : toUpperSnake(statusText);
  const head = bodyMessage || description || statusText;
  const message = description && description !== head ? `${head}: ${description}` : head;
  return { ...base, message, code, description, data: application['data'] };
}

function readViolations(raw: unknown, argumentOf: ((field: string) => string | undefined) | undefined): FieldViolation[] {
  if (!Array.isArray(raw)) return [];
  const violations: FieldViolation[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const field = typeof item['field'] === 'string' ? item['field'] : '';
    violations.push({
      field,
      description: stringOr(item['description'], 'is invalid'),
      argument: argumentOf?.(field),
      violatedRule: typeof item['violatedRule'] === 'string' ? item['violatedRule'] : undefined,
      ruleName: typeof item['ruleName'] === 'string' ? item['ruleName'] : undefined,
      data: item['data'],
    });
  }
  return violations.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value ? value : fallback;
}
