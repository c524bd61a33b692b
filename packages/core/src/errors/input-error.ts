import { FrontdeskError, brand, hasKind, type FrontdeskErrorOptions } from './frontdesk-error.js';

/** One problem with an argument, found before anything was sent. */
export interface InputIssue {
  /** The name of the call's positional argument (`id`, `options`, `service`...). */
  argument: string;
  /** The path inside the argument, empty for the argument itself. */
  path: (string | number)[];
  /** A readable description. */
  message: string;
}

/**
 * The arguments of a call are invalid; nothing was sent. The message names each argument and what is
 * wrong with it; `issues` has the same as data.
 *
 * @example
 * ```ts
 * await getPlan(client, '').catch((e) => isInputError(e) && console.log(e.issues[0].argument)); // 'id'
 * ```
 */
export class InputError extends FrontdeskError {
  override name = 'InputError';
  /** Every problem found. */
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[], options: FrontdeskErrorOptions = {}) {
    super(formatIssues(issues), options);
    this.issues = issues;
    brand(this, 'InputError');
  }
}

function formatIssues(issues: InputIssue[]): string {
  const parts = issues.map((issue) => {
    const where = [issue.argument, ...issue.path].join('.');
    return `"${where}" ${issue.message}`;
  });
  return `Invalid argument: ${parts.join('; ')}`;
}

/** True when arguments were rejected before sending. @example `if (isInputError(e)) e.issues` */
export const isInputError = (error: unknown): error is InputError => hasKind(error, 'InputError');
