/**
 * `@frontdesk/core/webhooks`: verify, decode and dispatch the platform's signed webhook deliveries.
 * A separate entry point so that jose stays out of browser bundles.
 */
export {
  defineEvent,
  type ActionEvent,
  type CreatedEvent,
  type DeletedEvent,
  type EventAccountInfo,
  type EventDefinition,
  type EventHandler,
  type EventIdentity,
  type EventKind,
  type EventMetadata,
  type EventOf,
  type UpdatedEvent,
  type WebhookEvent,
} from './define-event.js';
export {
  createWebhookHandler,
  type ProcessResult,
  type WebhookHandler,
  type WebhookHandlerOptions,
} from './create-webhook-handler.js';
export {
  signTestWebhook,
  type SignTestWebhookOptions,
  type TestWebhookEvent,
} from './sign-test-webhook.js';
export {
  generateWebhookKeyPair,
  type WebhookJwk,
  type WebhookKeyPair,
  type WebhookPrivateKey,
  type WebhookPublicKey,
} from './keys.js';
export type { WebhookBody } from './verify-token.js';
export {
  WebhookError,
  isWebhookError,
  type WebhookErrorCode,
  type WebhookErrorOptions,
} from './webhook-error.js';
