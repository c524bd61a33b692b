import { wire, type RawHttpResponse } from '@frontdesk/core';

/*
 * The one response shape the generator does not write: `endSession`'s raw answer (core's
 * `RawHttpResponse`, not a type of types.ts), which is not decoded; it only carries the result type.
 */

/** The result type of `endSession` (a raw answer: not decoded). @internal */
export const RawHttpResponseWire = /* @__PURE__ */ wire<RawHttpResponse>([]);
