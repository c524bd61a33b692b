/*
 * The admin API's answers as the dashboard reads them (docs/emulator.md, "Dashboard API"). Entities
 * are the platform's own JSON, read loosely: the tables pick what they show with `field()`.
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
}

/** `GET /_emulator/dashboard/calendar` and one slot of it: the server's own types (type-only imports, nothing bundled). */
export type { DashboardCalendar as CalendarWeek, CalendarEntry } from '../calendar.js';

/** A row of `GET /_emulator/dashboard/requests` (with its bodies when read alone). */
export type { RecordedRequestDetail as RequestRecord } from '../requests.js';

/** A message of `GET /_emulator/outbox`. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text?: string;
  code?: string;
  link?: string;
  sentAt: string;
}

/** A webhook subscription. */
export interface WebhookSubscription {
  id: string;
  url: string;
  eventTypes?: string[];
  createdDate?: string;
}

/** A webhook delivery. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed' | number;
  attempts?: number;
  responseStatus?: number;
  responseBody?: string;
  error?: string;
  time?: string;
  deliveredAt?: string;
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
