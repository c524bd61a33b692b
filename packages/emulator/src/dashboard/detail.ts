import type { RouteContext } from '../routing/types.js';
import { actionAvailability, type ActionAvailability } from './actions.js';
import { dataItem, listEntities, memberIdOf, memberRefs, type DataCollection, type MemberRef } from './data.js';
import { ownerDispatch } from './owner-dispatch.js';

type Entity = Record<string, unknown>;

/**
 * `GET /_emulator/dashboard/data/{collection}/{id}`: the entity as the owner's API returns it, the
 * owner actions it allows now, the members it points to, and for a member their bookings and orders.
 */
export interface DataDetail {
  item: Entity;
  /** The collection's owner actions, each allowed or not (with the reason): empty for plans and services. */
  actions: ActionAvailability[];
  /** The members the entity points to (an order's buyer, the member who made a booking), by id. */
  members: Record<string, MemberRef>;
  /** A member's bookings (made by them, or for their login email) and orders (bought by them), newest first. */
  related?: { bookings: Entity[]; orders: Entity[] };
}

const lower = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * A member's bookings and orders, through the owner's list routes: the bookings a member made
 * (`createdBy.memberId`) or whose contact email is their login email, and the orders they bought.
 */
async function memberRelated(ctx: RouteContext, member: Entity): Promise<NonNullable<DataDetail['related']>> {
  const asOwner = ownerDispatch(ctx);
  const email = lower(member.loginEmail);
  const [bookings, orders] = await Promise.all([listEntities(asOwner, 'bookings'), listEntities(asOwner, 'orders')]);
  return {
    bookings: bookings.filter(
      (booking) =>
        memberIdOf(booking) === member.id || (email !== '' && lower((booking.contactDetails as Entity | undefined)?.email) === email),
    ),
    orders: orders.filter((order) => memberIdOf(order) === member.id),
  };
}

/**
 * The {@link DataDetail} of one entity (a 404 `NOT_FOUND` when there is none). The entity is read
 * first (an order read brings the orders up to the clock), then what it allows.
 */
export async function dataDetail(ctx: RouteContext, collection: DataCollection, id: string): Promise<DataDetail> {
  const asOwner = ownerDispatch(ctx);
  const item = await dataItem(asOwner, collection, id);
  const related = collection === 'members' ? await memberRelated(ctx, item) : undefined;
  const pointed = [memberIdOf(item), ...(related ? [...related.bookings, ...related.orders].map(memberIdOf) : [])];
  return {
    item,
    actions: actionAvailability(ctx, collection, id),
    members: await memberRefs(asOwner, collection === 'members' ? [] : pointed),
    ...(related ? { related } : {}),
  };
}
