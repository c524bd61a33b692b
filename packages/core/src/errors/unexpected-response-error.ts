import { ServerError, type ApiErrorInit } from './api-error.js';
import { brand, hasKind } from './frontdesk-error.js';

/**
 * A success status whose body cannot be what the call returns: not JSON (code `MALFORMED_RESPONSE`),
 * or JSON of the wrong shape (code `UNEXPECTED_RESPONSE`): not an object, without the entity the call
 * returns (an empty `200` or a `204` from `getPlan`), or with a date or number field that does not
 * parse. `description` says what is wrong. A `ServerError`, so code that retries or reports server
 * failures treats it alike. Messages name the call, the status, the request id and the field; never a
 * value from the body.
 *
 * @example
 * ```ts
 * if (isUnexpectedResponseError(error)) report(error.description, error.requestId);
 * ```
 */
export class UnexpectedResponseError extends ServerError {
  override name = 'UnexpectedResponseError';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    brand(this, 'UnexpectedResponseError');
  }
}

/**
 * The error for a success response of the wrong shape, with the readable message
 * `Unexpected response from <call> (HTTP <status>, request-id: <id>): <problem>`.
 */
export function unexpectedResponse(
  call: string | undefined,
  status: number,
  requestId: string | undefined,
  problem: string,
  empty: boolean,
): UnexpectedResponseError {
  const facts = `HTTP ${status}${empty ? ', empty body' : ''}${requestId ? `, request-id: ${requestId}` : ''}`;
  return new UnexpectedResponseError(`Unexpected response from ${call ?? 'the platform'} (${facts}): ${problem}`, {
    status,
    code: 'UNEXPECTED_RESPONSE',
    description: problem,
    requestId,
  });
}

/**
 * True for success responses whose body is not what the call returns.
 *
 * @example
 * ```ts
 * if (isUnexpectedResponseError(error)) console.warn(error.description);
 * ```
 */
export const isUnexpectedResponseError = (error: unknown): error is UnexpectedResponseError => hasKind(error, 'UnexpectedResponseError');
