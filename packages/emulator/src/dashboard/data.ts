import { invalidArgument, notFound } from '../errors.js';
import type { OwnerCall } from './owner-dispatch.js';

/**
 * The collections the dashboard's Data view shows (`/_emulator/dashboard/data/{collection}`).
 */
export const DATA_COLLECTIONS = ['plans', 'orders', 'members', 'services', 'bookings'] as const;

/**
 * One of {@link DATA_COLLECTIONS}.
 */
export type DataCollection = (typeof DATA_COLLECTIONS)[number];

/**
 * A member as the dashboard names one where an entity points to it (an order's buyer, a booking's
 * member): their name (contact name, else nickname, else email), login email and status.
 */
export interface MemberRef {
  id: string;
  name: string;
  email: string;
  status: string;
}

/**
 * A page of a collection as the Data view asks for it: `q` keeps the entities whose JSON text
 * contains it (any case); `limit` entities from `offset` (`total` counts every match); `members`
 * names the members the page's entities point to, by id.
 */
export interface DataPage {
  items: Array<Record<string, unknown>>;
  total: number;
  offset: number;
  limit: number;
  members: Record<string, MemberRef>;
}

/**
 * The Data view's page size: 100 by default, at most 500.
 */
export const DATA_LIMIT = { default: 100, max: 500 } as const;

type Entity = Record<string, unknown>;

// Every page of an offset-paged platform list, in the order the platform gives them.
async function allPages(fetchPage: (offset: number) => Promise<{ items: Entity[]; total?: number }>): Promise<Entity[]> {
  const out: Entity[] = [];
  for (;;) {
    const { items, total } = await fetchPage(out.length);
    out.push(...items);
    if (items.length === 0 || (total !== undefined && out.length >= total)) return out;
  }
}

const totalOf = (metadata: unknown): number | undefined =>
  typeof (metadata as { total?: unknown } | undefined)?.total === 'number' ? (metadata as { total: number }).total : undefined;

interface CollectionSource {
  list(asOwner: OwnerCall): Promise<Entity[]>;
  get(asOwner: OwnerCall, id: string): Promise<Entity | undefined>;
}

const SOURCES: Record<DataCollection, CollectionSource> = {
  plans: {
    list: (asOwner) =>
      allPages(async (offset) => {
        const answer = await asOwner('GET', `/pricing-plans/v2/plans?archived=ARCHIVED_AND_ACTIVE&limit=100&offset=${offset}`);
        return { items: answer.plans ?? [], total: totalOf(answer.pagingMetadata) };
      }),
    get: async (asOwner, id) => (await asOwner('GET', `/pricing-plans/v2/plans/${encodeURIComponent(id)}`)).plan,
  },
  orders: {
    list: (asOwner) =>
      allPages(async (offset) => {
        const answer = await asOwner('GET', `/pricing-plans/v2/orders?limit=50&offset=${offset}`);
        return { items: answer.orders ?? [], total: totalOf(answer.pagingMetadata) };
      }),
    get: async (asOwner, id) => (await asOwner('GET', `/pricing-plans/v2/orders/${encodeURIComponent(id)}`)).order,
  },
  members: {
    list: (asOwner) =>
      allPages(async (offset) => {
        const answer = await asOwner('POST', '/members/v1/members/query', {
          query: { paging: { limit: 100, offset } },
          fieldsets: ['FULL'],
        });
        return { items: answer.members ?? [], total: totalOf(answer.metadata) };
      }),
    get: async (asOwner, id) => (await asOwner('GET', `/members/v1/members/${encodeURIComponent(id)}?fieldsets=FULL`)).member,
  },
  services: {
    list: (asOwner) =>
      allPages(async (offset) => {
        const answer = await asOwner('POST', '/_api/bookings/v2/services/query', { query: { paging: { limit: 100, offset } } });
        return { items: answer.services ?? [], total: totalOf(answer.pagingMetadata) };
      }),
    get: async (asOwner, id) => (await asOwner('GET', `/_api/bookings/v2/services/${encodeURIComponent(id)}`)).service,
  },
  bookings: {
    list: (asOwner) =>
      allPages(async (offset) => {
        const answer = await asOwner('POST', '/_api/bookings-reader/v2/extended-bookings/query', {
          query: { paging: { limit: 100, offset } },
        });
        const items = ((answer.extendedBookings ?? []) as Array<{ booking: Entity }>).map((extended) => extended.booking);
        return { items, total: totalOf(answer.pagingMetadata) };
      }),
    get: async (asOwner, id) => {
      const answer = await asOwner('POST', '/_api/bookings-reader/v2/extended-bookings/query', { query: { filter: { id } } });
      return (answer.extendedBookings as Array<{ booking: Entity }> | undefined)?.[0]?.booking;
    },
  },
};

/**
 * Checks a collection name from the path: 400 for an unknown one.
 */
export function dataCollection(name: string | undefined): DataCollection {
  if (!DATA_COLLECTIONS.includes(name as DataCollection)) {
    throw invalidArgument(`Unknown collection: use one of ${DATA_COLLECTIONS.join(', ')}`, { collection: name ?? null });
  }
  return name as DataCollection;
}

const createdTime = (entity: Entity): number => {
  const value = entity.createdDate ?? entity._createdDate;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
};

/**
 * Every entity of a collection as the platform's API gives it to the site owner, newest first
 * (by `createdDate`; the platform's order among equals), through the owner's own list routes.
 */
export async function listEntities(asOwner: OwnerCall, collection: DataCollection): Promise<Entity[]> {
  // A read-only request reuses the list a previous one read while the state has not changed since
  // (the list routes walk every record per page: reading a list of thousands again costs seconds).
  const cache = asOwner.lists;
  const version = cache?.version();
  const cached = cache?.entries.get(collection);
  if (cached && cached.version === version) return [...cached.items] as Entity[];
  const items = await SOURCES[collection].list(asOwner);
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => createdTime(b.item) - createdTime(a.item) || a.index - b.index)
    .map(({ item }) => item);
  // Kept for the version it was read at: a read that moved the state (orders brought up to the clock) is read again next time.
  if (cache && version === cache.version()) cache.entries.set(collection, { version, items: sorted });
  return sorted;
}

/**
 * The Data view's page: {@link listEntities} filtered by `q` (case-insensitive, on the entity's JSON
 * text), `limit` of them from `offset`, with the members they point to.
 */
export async function dataPage(
  asOwner: OwnerCall,
  collection: DataCollection,
  options: { q?: string; limit: number; offset?: number },
): Promise<DataPage> {
  const needle = options.q?.trim().toLowerCase();
  const offset = options.offset ?? 0;
  const all = await listEntities(asOwner, collection);
  const matching = needle ? all.filter((item) => JSON.stringify(item).toLowerCase().includes(needle)) : all;
  const items = matching.slice(offset, offset + options.limit);
  return { items, total: matching.length, offset, limit: options.limit, members: await memberRefs(asOwner, items.map(memberIdOf)) };
}

/**
 * The member an order or a booking points to: the order's buyer, the member who made the booking.
 */
export function memberIdOf(entity: Entity): string | undefined {
  const buyer = (entity.buyer as Entity | undefined)?.memberId;
  const creator = (entity.createdBy as Entity | undefined)?.memberId;
  const id = buyer ?? creator;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * A member as {@link MemberRef} names one.
 */
export function memberRef(member: Entity): MemberRef {
  const contact = (member.contact ?? {}) as Entity;
  const full = [contact.firstName, contact.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  const nickname = (member.profile as Entity | undefined)?.nickname;
  const email = typeof member.loginEmail === 'string' ? member.loginEmail : '';
  return {
    id: String(member.id),
    name: full || (typeof nickname === 'string' && nickname !== '' ? nickname : email),
    email,
    status: String(member.status ?? ''),
  };
}

/**
 * The members of `ids` (each once; a member deleted since is left out), through the owner's get route.
 */
export async function memberRefs(asOwner: OwnerCall, ids: ReadonlyArray<string | undefined>): Promise<Record<string, MemberRef>> {
  const out: Record<string, MemberRef> = {};
  for (const id of new Set(ids)) {
    if (id === undefined) continue;
    try {
      Object.defineProperty(out, id, { value: memberRef(await dataItem(asOwner, 'members', id)), enumerable: true, writable: true });
    } catch (error) {
      if ((error as { status?: unknown }).status !== 404) throw error;
    }
  }
  return out;
}

/**
 * One entity as the platform's API gives it to the site owner (its get route), or a 404 `NOT_FOUND`.
 */
export async function dataItem(asOwner: OwnerCall, collection: DataCollection, id: string): Promise<Entity> {
  const missing = () => notFound(`No ${collection.replace(/s$/, '')} with this id`, 'NOT_FOUND', { collection, id });
  let item: Entity | undefined;
  try {
    item = await SOURCES[collection].get(asOwner, id);
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404 || status === 400) throw missing();
    throw error;
  }
  if (!item) throw missing();
  return item;
}

/**
 * Reads the Data view's `offset` query value: 0 when absent, 400 unless a whole number.
 */
export function readDataOffset(value: string | null): number {
  if (value === null || value.trim() === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('offset must be a whole number', { offset: value });
  return offset;
}

/**
 * Reads the Data view's `limit` query value: {@link DATA_LIMIT}'s default when absent, 400 outside 1..500.
 */
export function readDataLimit(value: string | null): number {
  if (value === null || value.trim() === '') return DATA_LIMIT.default;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > DATA_LIMIT.max) {
    throw invalidArgument(`limit must be an integer from 1 to ${DATA_LIMIT.max}`, { limit: value });
  }
  return limit;
}
