import type { Collection, Entity } from './types.js';

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

/** One column of a data table: its heading and how a row shows it. */
export interface Column {
  label: string;
  value: (entity: Entity) => string;
}

const at = (label: string, ...paths: string[]): Column => ({
  label,
  value: (entity) =>
    paths
      .map((path) => field(entity, path))
      .filter(Boolean)
      .join(' '),
});

// An ISO date-time as `2026-03-02 09:00` (UTC, as the calendar): short enough for a phone's table.
const when = (label: string, path: string): Column => ({
  label,
  value: (entity) => {
    const text = field(entity, path);
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? `${text.slice(0, 10)} ${text.slice(11, 16)}` : text;
  },
});

const price = (label: string, valuePath: string, currencyPath: string): Column => ({
  label,
  value: (entity) => [field(entity, valuePath), field(entity, currencyPath)].filter(Boolean).join(' '),
});

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
      value: (plan) => (field(plan, 'archived') === 'true' ? 'archived' : field(plan, 'public') === 'true' ? 'public' : 'hidden'),
    },
    when('Created', 'createdDate'),
  ],
  orders: [
    at('Plan', 'planName'),
    at('Status', 'status'),
    at('Member', 'buyer.memberId'),
    at('Cycle', 'currentCycle.index'),
    at('Payments', 'cycles'),
    at('Last payment', 'lastPaymentStatus'),
    when('Start', 'startDate'),
    when('End', 'endDate'),
  ],
  members: [
    at('Name', 'profile.nickname'),
    at('Email', 'loginEmail'),
    at('Status', 'status'),
    at('Contact', 'contact.firstName', 'contact.lastName'),
    when('Created', 'createdDate'),
  ],
  services: [
    at('Name', 'name'),
    at('Type', 'type'),
    at('Capacity', 'defaultCapacity'),
    price('Price', 'payment.fixed.price.value', 'payment.fixed.price.currency'),
    { label: 'Approval', value: (service) => (field(service, 'onlineBooking.requireManualApproval') === 'true' ? 'manual' : 'automatic') },
  ],
  bookings: [
    at('Service', 'bookedEntity.title'),
    at('Status', 'status'),
    when('Start', 'startDate'),
    at('Contact', 'contactDetails.firstName', 'contactDetails.lastName'),
    at('Email', 'contactDetails.email'),
    at('Participants', 'totalParticipants'),
  ],
};

/**
 * A short name for an entity (its first column, else its id).
 */
export function entityTitle(collection: Collection, entity: Entity): string {
  return COLUMNS[collection][0]?.value(entity) || String(entity.id ?? '');
}
