import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { beforeAll, expect } from 'vitest';
import {
  createWebhookHandler,
  type EventDefinition,
  type EventOf,
  generateWebhookKeyPair,
  signTestWebhook,
  type WebhookHandler,
  type WebhookKeyPair,
} from '@frontdesk/core/webhooks';
import type { Emulator } from '@frontdesk/emulator';

/** One list of decoded events per definition, in the definitions' order. */
export type CollectedEvents<D extends readonly EventDefinition[]> = { -readonly [K in keyof D]: EventOf<D[K]>[] };

/** Registers a handler per definition on `webhooks` that collects its events; returns the lists, in order. */
export function collectEvents<const D extends readonly EventDefinition[]>(webhooks: WebhookHandler, ...definitions: D): CollectedEvents<D> {
  return definitions.map((definition) => {
    const seen: unknown[] = [];
    webhooks.on(definition, (event) => void seen.push(event));
    return seen;
  }) as CollectedEvents<D>;
}

/**
 * Webhooks signed as the platform signs them, with one key pair per test file (made in `beforeAll`):
 * `handler()` verifies with its public key, `deliver` signs an event and processes it.
 */
export function useSignedWebhooks() {
  let keys: WebhookKeyPair;
  beforeAll(async () => {
    keys = await generateWebhookKeyPair();
  });
  return {
    handler: () => createWebhookHandler({ publicKey: keys.publicKeyPem }),
    deliver: async (webhooks: WebhookHandler, event: Parameters<typeof signTestWebhook>[0]) =>
      webhooks.process(await signTestWebhook(event, keys.privateKeyPem)),
  };
}

/**
 * Subscribes `url` to the emulator's webhooks (every type unless `eventTypes` says) and returns the
 * raw bodies delivered there, in order (msw answers each with 200).
 */
export function captureDeliveries(env: { emulator: Emulator; server: SetupServer }, url: string, eventTypes?: string[]): string[] {
  const bodies: string[] = [];
  env.server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.text());
      return HttpResponse.json({});
    }),
  );
  env.emulator.webhooks.subscribe(eventTypes ? { url, eventTypes } : { url });
  return bodies;
}

/** A webhook handler that verifies the emulator's deliveries: its public key, and its clock for expiry. */
export async function emulatorWebhookHandler(emulator: Emulator): Promise<WebhookHandler> {
  return createWebhookHandler({ publicKey: await emulator.webhooks.publicKeyPem(), now: () => emulator.clock.now() });
}

/**
 * Verifies and decodes the emulator's deliveries (`bodies`, from {@link captureDeliveries}), each of
 * which must be handled, and returns the events of each definition, in order.
 */
export async function decodeDeliveries<const D extends readonly EventDefinition[]>(
  emulator: Emulator,
  bodies: string[],
  ...definitions: D
): Promise<CollectedEvents<D>> {
  const webhooks = await emulatorWebhookHandler(emulator);
  const events = collectEvents(webhooks, ...definitions);
  for (const body of bodies) expect((await webhooks.process(body)).handled).toBe(true);
  return events;
}
