import {
  isApiError,
  isAuthenticationError,
  isConflictError,
  isFrontdeskError,
  isInputError,
  isNetworkError,
  isNotFoundError,
  isPermissionError,
  isRateLimitError,
  isServerError,
  isTimeoutError,
  isValidationError,
} from '@frontdesk/core';

/**
 * A readable, one-paragraph description of an error for the terminal. Uses the core's guards (they
 * work across the CJS/ESM copies), never prints request headers, and `redact` removes any secret
 * (the API key) that might still appear in a message.
 */
export function describeError(error: unknown, redact: readonly string[] = []): string {
  const text = describe(error);
  return redact.filter((s) => s.length >= 4).reduce((out, secret) => out.split(secret).join('***'), text);
}

function describe(error: unknown): string {
  const id = (e: { requestId?: string | undefined }) => (e.requestId ? ` (request id ${e.requestId})` : '');
  if (isAuthenticationError(error)) {
    return `Authentication failed (HTTP 401 ${error.code}): ${error.message}${id(error)}. Check --api-key / FRONTDESK_API_KEY and --site-id / FRONTDESK_SITE_ID.`;
  }
  if (isPermissionError(error))
    return `Permission denied (HTTP 403 ${error.code}): ${error.message}${id(error)}. The API key may lack the needed permission.`;
  if (isNotFoundError(error)) return `Not found (HTTP 404 ${error.code}): ${error.message}${id(error)}`;
  if (isValidationError(error)) {
    const fields = error.fieldViolations.map(
      (v) => `  - ${v.field}: ${v.description}${(v.ruleName ?? v.violatedRule) ? ` [${v.ruleName ?? v.violatedRule}]` : ''}`,
    );
    return [`The platform refused the request (HTTP ${error.status} ${error.code}): ${error.message}${id(error)}`, ...fields].join('\n');
  }
  if (isConflictError(error)) return `Conflict (HTTP 409 ${error.code}): ${error.message}${id(error)}`;
  if (isRateLimitError(error)) return `Rate limited (HTTP 429): ${error.message}${id(error)}. Try again later.`;
  if (isServerError(error)) return `The platform had an internal error (HTTP ${error.status}): ${error.message}${id(error)}`;
  if (isApiError(error)) return `The platform refused the request (HTTP ${error.status} ${error.code}): ${error.message}${id(error)}`;
  if (isTimeoutError(error)) return `The platform did not answer in time: ${error.message}`;
  if (isNetworkError(error))
    return `Could not reach the platform: ${error.message}. Is the base URL right (and the emulator running: npx frontdesk-emulator)?`;
  if (isInputError(error)) return `Invalid input: ${error.message}`;
  if (isFrontdeskError(error)) return `${error.name}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
