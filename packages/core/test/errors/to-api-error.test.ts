import { describe, expect, it } from 'vitest';
import {
  ApiError,
  isApiError,
  isConflictError,
  isFrontdeskError,
  isNotFoundError,
  isPermissionError,
  isServerError,
  isValidationError,
  toApiError,
} from '../../src/index.js';

describe('toApiError', () => {
  it('formats validation errors with violations sorted by field', () => {
    const error = toApiError({
      status: 400,
      statusText: 'Bad Request',
      requestId: 'r1',
      body: {
        message: 'invalid',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'service.name', description: 'must not be empty', ruleName: 'REQUIRED' },
              { field: 'options.limit', description: 'must be at most 100' },
              { field: 'service.category', description: 'is unknown' },
            ],
          },
        },
      },
    });
    expect(isValidationError(error)).toBe(true);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "options.limit" must be at most 100, "service.category" is unknown, "service.name" must not be empty',
    );
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('r1');
  });

  it('joins application message and description, keeping code, description and data', () => {
    const error = toApiError({
      status: 409,
      statusText: 'Conflict',
      body: {
        message: 'Slug exists',
        details: { applicationError: { code: 'SLUG_ALREADY_EXISTS', description: 'The slug is taken', data: { slug: 'a' } } },
      },
    });
    expect(isConflictError(error)).toBe(true);
    expect(error.message).toBe('Slug exists: The slug is taken');
    expect(error).toMatchObject({ code: 'SLUG_ALREADY_EXISTS', description: 'The slug is taken', data: { slug: 'a' } });
    const same = toApiError({
      status: 428,
      statusText: '',
      body: { message: 'Plan archived', details: { applicationError: { code: 'already_archived', description: 'Plan archived' } } },
    });
    expect(same.message).toBe('Plan archived');
    expect(same.constructor).toBe(ApiError);
  });

  it('codes other 4xx from the status text in UPPER_SNAKE_CASE', () => {
    const notFound = toApiError({ status: 404, statusText: 'Not Found', body: undefined });
    expect(isNotFoundError(notFound)).toBe(true);
    expect(notFound.code).toBe('NOT_FOUND');
    expect(notFound.message).toBe('Not Found');
    const forbidden = toApiError({ status: 403, statusText: '', body: { message: 'Members only' } });
    expect(isPermissionError(forbidden)).toBe(true);
    expect(forbidden).toMatchObject({ code: 'FORBIDDEN', message: 'Members only' });
    expect(toApiError({ status: 418, statusText: "I'm a teapot", body: undefined }).code).toBe('I_M_A_TEAPOT');
  });

  it('reports 5xx as System error occurred with the request id', () => {
    const error = toApiError({ status: 502, statusText: 'Bad Gateway', body: undefined, requestId: 'abc' });
    expect(isServerError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request-id: abc');
    expect(toApiError({ status: 500, statusText: '', body: {} }).message).toBe('System error occurred');
  });

  it('is recognised by guards across copies (brand, not instanceof)', () => {
    const error = toApiError({ status: 404, statusText: 'Not Found', body: undefined });
    const copy = Object.create(null);
    for (const sym of Object.getOwnPropertySymbols(error)) copy[sym] = (error as any)[sym];
    expect(isNotFoundError(copy)).toBe(true);
    expect(isApiError(copy)).toBe(true);
    expect(isFrontdeskError(copy)).toBe(true);
    expect(isFrontdeskError(new Error('x'))).toBe(false);
    expect(isFrontdeskError(null)).toBe(false);
    expect(error.toJSON()).toMatchObject({ name: 'NotFoundError', status: 404, code: 'NOT_FOUND' });
  });
});
