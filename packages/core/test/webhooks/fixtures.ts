import * as z from 'zod/mini';
import { timestamp, float, wireShapeOf } from '../../src/wire/schema-shape.js';
import { defineEvent, generateWebhookKeyPair, type WebhookKeyPair } from '../../src/webhooks/index.js';

/** One key pair per test file run (RSA generation takes a few tens of ms). */
let pair: Promise<WebhookKeyPair> | undefined;
export function keyPair(): Promise<WebhookKeyPair> {
  pair ??= generateWebhookKeyPair();
  return pair;
}

export const MemberSchema = z.object({
  id: z.string(),
  loginEmail: z.optional(z.string()),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  profile: z.optional(z.object({ nickname: z.optional(z.string()), lastSeen: z.optional(timestamp()) })),
});
export type Member = z.infer<typeof MemberSchema>;

export const BookingSchema = z.object({
  id: z.string(),
  startDate: z.optional(timestamp()),
  endDate: z.optional(timestamp()),
  totalPrice: z.optional(float()),
});

export const memberCreated = defineEvent('wix.members.v1.member_created', { kind: 'created', schema: wireShapeOf(MemberSchema) });
export const memberUpdated = defineEvent('wix.members.v1.member_updated', { kind: 'updated', schema: wireShapeOf(MemberSchema) });
export const memberDeleted = defineEvent('wix.members.v1.member_deleted', { kind: 'deleted', schema: wireShapeOf(MemberSchema) });
export const bookingRescheduled = defineEvent('wix.bookings.v2.booking_rescheduled', {
  kind: 'action',
  schema: wireShapeOf(
    z.object({
      booking: BookingSchema,
      previousStartDate: z.optional(timestamp()),
      previousEndDate: z.optional(timestamp()),
    }),
  ),
});

export const T0 = new Date('2026-03-01T09:00:00.000Z');
export const T0_SECONDS = T0.getTime() / 1000;

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/** Builds a compact JWT from raw parts (for unsigned / forged tokens). */
export function rawJwt(header: object, payload: object, signature = ''): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${signature}`;
}

/** The payload segment of a compact JWT, decoded. */
export function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Replaces the payload segment, keeping header and signature. */
export function withPayload(token: string, payload: object): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url(JSON.stringify(payload))}.${signature}`;
}
