import type { ApiError } from '@frontdesk/core';

/** The reason `promise` rejects with (typed as `T`, unchecked); throws when it fulfils instead. */
export function rejectionOf<T = unknown>(promise: Promise<unknown>): Promise<T> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as T,
  );
}

/** An API error's `"<status> <code>"` (`"409 SESSION_FULL"`), for the calls expected to fail. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  const error = await rejectionOf<ApiError>(promise);
  return `${error.status} ${error.code}`;
}
