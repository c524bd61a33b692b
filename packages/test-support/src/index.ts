// The shared test fixtures of every package (one copy each). `dist-smoke.ts` is its own entry
// (`@frontdesk/test-support/dist-smoke`): the `dist` project must not load any package's source.
export { describeConformance, declaredCalls } from './conformance.js';
export { consult, DEMO_SLOT_PLACE, mondaySlot, yoga } from './demo-slots.js';
export { decodeComplex, fakeFetch, recordingClient, type Recorded, type Responder } from './fake-fetch.js';
export { errorCodeOf, rejectionOf } from './rejection.js';
export { appError, json, validationError } from './responses.js';
export { MEMBER_PASSWORD, T0, useEmulator } from './use-emulator.js';
export { argsOf, samples, type Sample } from './wire-samples.js';
export {
  captureDeliveries,
  type CollectedEvents,
  collectEvents,
  decodeDeliveries,
  emulatorWebhookHandler,
  useSignedWebhooks,
} from './webhooks.js';
