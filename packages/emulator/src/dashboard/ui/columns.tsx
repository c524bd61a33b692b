import type { ReactNode } from 'react';
import type { TimeFormat } from './time.js';
import type { Collection, Entity, MemberRef } from './types.js';
import { routeHash } from './use-route.js';

/**
 * Reads a dotted path of an entity as display text (`''` when absent; arrays give their length).
 */
export function field(entity: Entity, path: string): string {
  let value: unknown = entity;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a cell may need besides its entity: the page's times and the members the page points to. */
export interface CellContext {
  times: TimeFormat;
  members: Record<string, MemberRef>;
}

/** One column of a data table: its heading (`zoned`: its times are in the page's zone) and how a row shows it. */
export interface Column {
  label: string;
  zoned?: boolean;
  /** The cell as text (the first column's names the entity). */
  text: (entity: Entity, context: CellContext) => string;
  /** The cell as shown, when it is more than its text (a link). */
  render?: (entity: Entity, context: CellContext) => ReactNode;
}

const at = (label: string, ...paths: string[]): Column => ({
  label,
  text: (entity) =>
    paths
      .map((path) => field(entity, path))
      .filter(Boolean)
      .join(' '),
});

// An ISO date-time in the page's zone: `2026-03-02 09:00`.
const when = (label: string, path: string): Column => ({
  label,
  zoned: true,
  text: (entity, { times }) => {
    const value = field(entity, path);
    return /^\d{4}-\d{2}-\d{2}T/.test(value) ? times.dateTime(value) : value;
  },
});

const price = (label: string, valuePath: string, currencyPath: string): Column => ({
  label,
  text: (entity) => [field(entity, valuePath), field(entity, currencyPath)].filter(Boolean).join(' '),
});

/**
 * A member by name and email, linked to their page (`#/data/members/<id>`).
 */
export function MemberLink({ member, id }: { member: MemberRef | undefined; id: string }) {
  return (
    <a href={routeHash('data', 'members', id)}>
      {member ? member.name : id}
      {member?.email && member.email !== member.name ? <span className="note"> {member.email}</span> : null}
    </a>
  );
}

const memberColumn = (label: string, idPath: string): Column => ({
  label,
  text: (entity, { members }) => {
    const id = field(entity, idPath);
    const member = members[id];
    return member ? `${member.name} ${member.email}` : id;
  },
  render: (entity, { members }) => {
    const id = field(entity, idPath);
    return id ? <MemberLink member={members[id]} id={id} /> : null;
  },
});

// A booking's customer: the member who made it (a link), else the contact's name and email.
const customer: Column = {
  label: 'Customer',
  text: (booking, { members }) => {
    const member = members[field(booking, 'createdBy.memberId')];
    if (member) return `${member.name} ${member.email}`;
    return [field(booking, 'contactDetails.firstName'), field(booking, 'contactDetails.lastName'), field(booking, 'contactDetails.email')]
      .filter(Boolean)
      .join(' ');
  },
  render: (booking, context) => {
    const id = field(booking, 'createdBy.memberId');
    if (id) return <MemberLink member={context.members[id]} id={id} />;
    const name = [field(booking, 'contactDetails.firstName'), field(booking, 'contactDetails.lastName')].filter(Boolean).join(' ');
    const email = field(booking, 'contactDetails.email');
    return (
      <>
        {name || email}
        {name && email ? <span className="note"> {email}</span> : null}
        <span className="note"> (guest)</span>
      </>
    );
  },
};

/**
 * The columns of each collection's table (the first one names the entity and links to its detail).
 */
export const COLUMNS: Record<Collection, Column[]> = {
  plans: [
    at('Name', 'name'),
    price('Price', 'pricing.price.value', 'pricing.price.currency'),
    at('Cycle', 'pricing.subscription.cycleDuration.count', 'pricing.subscription.cycleDuration.unit'),
    {
      label: 'Visibility',
      text: (plan) => (field(plan, 'archived') === 'true' ? 'archived' : field(plan, 'public') === 'true' ? 'public' : 'hidden'),
    },
    when('Created', 'createdDate'),
  ],
  orders: [
    at('Plan', 'planName'),
    at('Status', 'status'),
    memberColumn('Member', 'buyer.memberId'),
    at('Cycle', 'currentCycle.index'),
    at('Payments', 'cycles'),
    at('Last payment', 'lastPaymentStatus'),
    when('Start', 'startDate'),
    when('End', 'endDate'),
  ],
  members: [
    {
      label: 'Name',
      text: (member) =>
        [field(member, 'contact.firstName'), field(member, 'contact.lastName')].filter(Boolean).join(' ') ||
        field(member, 'profile.nickname') ||
        field(member, 'loginEmail'),
    },
    at('Email', 'loginEmail'),
    at('Status', 'status'),
    when('Created', 'createdDate'),
  ],
  services: [
    at('Name', 'name'),
    at('Type', 'type'),
    at('Capacity', 'defaultCapacity'),
    price('Price', 'payment.fixed.price.value', 'payment.fixed.price.currency'),
    { label: 'Approval', text: (service) => (field(service, 'onlineBooking.requireManualApproval') === 'true' ? 'manual' : 'automatic') },
  ],
  bookings: [
    at('Service', 'bookedEntity.title'),
    at('Status', 'status'),
    when('Start', 'startDate'),
    customer,
    at('Participants', 'totalParticipants'),
  ],
};

/**
 * A column's heading: its label, with the zone when its times are in the page's zone.
 */
export function columnHeading(column: Column, zone: string): string {
  return column.zoned ? `${column.label} (${zone})` : column.label;
}

/**
 * A short name for an entity (its first column, else its id).
 */
export function entityTitle(collection: Collection, entity: Entity, context: CellContext): string {
  return COLUMNS[collection][0]?.text(entity, context) || String(entity.id ?? '');
}
