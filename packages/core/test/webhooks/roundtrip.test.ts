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
          const end =
            token
              .split('.')
              .slice(0, segment + 1)
              .join('.').length - 1;
          expect(index).toBe(end);
          return;
        }
        expect(isWebhookError(error)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the dedupe memory never forgets a live id, holds at most the cap, and refuses only when full of live ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.nat(50), fc.integer({ min: 1, max: 200 })), {
          maxLength: 80,
        }),
        (steps) => {
          const memory = createDedupeWindow(3);
          // The model: every id claimed and not yet expired, with its expiry.
          const live = new Map<string, number>();
          let now = 0;
          for (const [id, delta, ttl] of steps) {
            now += delta;
            for (const [other, expiresAt] of live) if (expiresAt <= now) live.delete(other);
            const result = memory.claim(id, now, now + ttl);
            if (live.has(id)) {
              expect(result).toBe('duplicate');
            } else if (live.size >= 3) {
              expect(result).toBe('full');
              expect(memory.retryAfterMs(now)).toBe(Math.min(...live.values()) - now);
            } else {
              expect(result).toBe('claimed');
              live.set(id, now + ttl);
            }
          }
        },
      ),
    );
  });
});
