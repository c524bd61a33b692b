/** A JSON response with a request id, as the platform answers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-1', ...headers },
  });
}

/** The platform's application error envelope. */
export function appError(status: number, code: string, message: string): Response {
  return json({ message, details: { applicationError: { code, description: message } } }, status);
}

/** The platform's validation error envelope. */
export function validationError(fieldViolations: Array<Record<string, unknown>>): Response {
  return json({ message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations } } }, 400);
}
