import { wire } from '@frontdesk/core';
import type { EmptyResponse } from './types.js';

/**
 * How the empty answer of the order actions is decoded: nothing to decode. Not generated because
 * `EmptyResponse` has no fields (the generator skips such types).
 */
export const EmptyResponseWire = /* @__PURE__ */ wire<EmptyResponse>([]);
