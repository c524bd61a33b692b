import type { WebhookDelivery } from './webhooks.js';

/**
 * A delivery as the admin API shows it: `status` is where it stands (`pending`, `delivered`,
 * `failed`), `responseStatus` the subscriber's HTTP status, `time` when it was attempted (emulator
 * clock); the rest as {@link WebhookDelivery} (`ok`, `jwt`, `subscriptionId`, `deliveredAt`).
 */
export type DeliveryView = Omit<WebhookDelivery, 'status' | 'state'> & {
  status: WebhookDelivery['state'];
  responseStatus?: number;
  time: string;
};

/**
 * The {@link DeliveryView} of a recorded delivery.
 */
export function deliveryView(delivery: WebhookDelivery): DeliveryView {
  const { status, state, ...rest } = delivery;
  return { ...rest, status: state, ...(status !== undefined ? { responseStatus: status } : {}), time: delivery.deliveredAt };
}
