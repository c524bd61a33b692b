/*
 * The admin API's answers as the dashboard reads them (docs/emulator.md, "Dashboard API"). Entities
 * are the platform's own JSON, read loosely: the tables pick what they show with `field()`. Where
 * the server declares the answer's type, it is imported (type-only: nothing of the server is bundled).
 */

/** An entity as the platform API returns it to the site owner. */
export type Entity = Record<string, unknown> & { id?: string };

/** The data collections the dashboard browses. */
export const COLLECTIONS = ['plans', 'orders', 'members', 'services', 'bookings'] as const;

/** One of {@link COLLECTIONS}. */
export type Collection = (typeof COLLECTIONS)[number];

/** The emulator clock (`POST /_emulator/clock` answers it too). */
export interface ClockInfo {
  now: string;
  real: boolean;
  /** Where the clock started (`--clock`), or null when it started on real time. */
  start?: string | null;
}

/** `GET /_emulator/dashboard/summary`. */
export interface Summary {
  site: { id: string; name: string };
  oauthClientId?: string;
  apiKey?: string;
  data: { persisted: boolean; dir?: string };
  clock: ClockInfo;
  counts: Record<Collection, number>;
  changes: number;
  nextOrderPayment?: string | null;
  access?: 'open' | 'key';
  /** The business's IANA time zone. */
  timeZone: string;
  /** The apps a member can be signed in to (origins of registered redirect URIs). */
  apps: Array<{ origin: string; clientId: string }>;
}

/** `GET /_emulator/dashboard/calendar` and one slot of it: the server's own types. */
export type { CalendarEntry, DashboardCalendar as CalendarWeek } from '../calendar.js';

/** A row of `GET /_emulator/dashboard/requests` (with its bodies when read alone). */
export type { RecordedRequestDetail as RequestRecord, RequestPage } from '../requests.js';

/** Owner actions, member names, a data page and an entity's detail: the server's own types. */
export type { ActionAvailability } from '../actions.js';
export type { DataPage, MemberRef } from '../data.js';
export type { DataDetail } from '../detail.js';
export type { DashboardSlot } from '../test-data.js';
export type { DeliveryRow, EventRow, LogPage } from '../webhook-log.js';

/** A message of `GET /_emulator/outbox`. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text?: string;
  code?: string;
  link?: string;
  bookingId?: string;
  sentAt: string;
}

/** A webhook subscription. */
export interface WebhookSubscription {
  id: string;
  url: string;
  eventTypes?: string[];
  createdDate?: string;
}

/** An event type the emulator emits. */
export interface EventTypeInfo {
  eventType: string;
  entityFqdn: string;
  slug: string;
  action: string;
}

/** A fault-injection rule as `GET /_emulator/faults` lists it. */
export interface FaultRule {
  id: string;
  method?: string;
  path: string | { regex: string; flags?: string };
  remaining: number | null;
  status?: number;
  delayMs?: number;
  retryAfter?: string | number;
  kind?: string;
  drop?: boolean;
  headers?: Record<string, string>;
}

/** `GET /_emulator/identity/policy`: the site's sign-on policy. */
export interface SignOnPolicy {
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
}

/** `GET /_emulator/identity/captcha`. */
export interface CaptchaSetting {
  required: boolean;
  testToken: string;
}
