import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDedupeWindow } from '../../src/webhooks/dedupe.js';
import { createWebhookHandler, isWebhookError, signTestWebhook } from '../../src/webhooks/index.js';
import { T0, T0_SECONDS, keyPair } from './fixtures.js';

const jsonObject = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).filter((key) => key !== '__proto__'),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 5 },
);

describe('webhook properties', () => {
  it('sign then verify returns the entity and metadata unchanged (no definition: plain JSON)', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    const webhooks = createWebhookHandler({ publicKey: publicKeyPem, now: () => T0 });
    await fc.assert(
      fc.asyncProperty(
        jsonObject,
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.constantFrom('APP', 'MEMBER', 'ANONYMOUS_VISITOR'),
        async (entity, id, instanceId, identityType) => {
          const token = await signTestWebhook(
            { eventType: 'a.b.v1.thing_created', id, instanceId, identity: { identityType }, createdEvent: { entity } },
            privateKeyPem,
            { iat: T0_SECONDS },
          );
          const event = await webhooks.verify(token);
          expect(event.kind).toBe('created');
          expect(event.kind === 'created' && event.entity).toEqual(JSON.parse(JSON.stringify(entity)));
          expect(event.metadata).toMatchObject({ id, instanceId, identity: { identityType } });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('changing any one character of a token makes it fail verification', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    const webhooks = createWebhookHandler({ publicKey: publicKeyPem, now: () => T0 });
    const token = await signTestWebhook(
      { eventType: 'a.b.v1.thing_created', id: 'e1', createdEvent: { entity: { id: 'x' } } },
      privateKeyPem,
      { iat: T0_SECONDS },
    );
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(fc.nat(token.length - 1), fc.constantFrom(...alphabet), async (index, char) => {
        fc.pre(token[index] !== '.' && token[index] !== char);
        const mutated = token.slice(0, index) + char + token.slice(index + 1);
        const error = await webhooks.verify(mutated).then(
          () => undefined,
          (e: unknown) => e,
        );
        // base64url's last character may carry unused bits; a change there can decode to the same bytes.
        if (error === undefined) {
          const segment = token.slice(0, index).split('.').length - 1;
          const end = token.split('.').slice(0, segment + 1).join('.').length - 1;
          expect(index).toBe(end);
          return;
        }
        expect(isWebhookError(error)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the dedupe window reports each id once per window, and never holds more than the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.nat(50)), { maxLength: 60 }),
        (steps) => {
          const window = createDedupeWindow(100, 3);
          const lastAccepted = new Map<string, number>();
          let now = 0;
          for (const [id, delta] of steps) {
            now += delta;
            const accepted = window.claim(id, now);
            const last = lastAccepted.get(id);
            if (last !== undefined && now - last < 100 && accepted) {
              // Only possible when the cap evicted it: more than 3 other ids were claimed since.
              const others = [...lastAccepted.entries()].filter(([other, at]) => other !== id && at >= last);
              expect(others.length).toBeGreaterThanOrEqual(3);
            }
            if (last === undefined || now - last >= 100) expect(accepted).toBe(true);
            if (accepted) lastAccepted.set(id, now);
          }
        },
      ),
    );
  });
});
