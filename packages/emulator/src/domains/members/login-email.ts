import type { FieldViolation } from '../../errors.js';

// A pragmatic email check: one "@", no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The violations of an email field (`data.type: 'EMAIL'`, which the SDK maps to `invalidEmail`).
 */
export function emailViolations(email: unknown, field: string): FieldViolation[] {
  if (typeof email !== 'string' || email.trim() === '') {
    return [{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD', data: { type: 'EMAIL' } }];
  }
  if (email.length > 254 || !EMAIL.test(email.trim())) {
    return [{ field, description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }];
  }
  return [];
}
