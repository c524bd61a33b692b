import { newId } from '../ids.js';
import type { EmitInput } from './envelope.js';
import type { EmittedEventType } from './event-types.js';

// A small entity of each kind, with the fields a handler most often reads.
function sampleEntity(entityFqdn: string, id: string, now: string): { key: string; entity: Record<string, unknown> } {
  const dates = { createdDate: now, updatedDate: now };
  switch (entityFqdn) {
    case 'wix.members.v1.member':
      return {
        key: 'member',
        entity: {
          id,
          loginEmail: 'test.member@example.com',
          status: 'APPROVED',
          contactId: newId(),
          profile: { nickname: 'Test Member', slug: 'test-member' },
          privacyStatus: 'PUBLIC',
          activityStatus: 'ACTIVE',
          ...dates,
        },
      };
    case 'wix.pricing_plans.v2.plan':
      return {
        key: 'plan',
        entity: {
          id,
          name: 'Test plan',
          slug: 'test-plan',
          pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 }, price: { value: '10', currency: 'USD' } },
          public: true,
          archived: false,
          primary: false,
          ...dates,
        },
      };
    case 'wix.pricing_plans.v2.order':
      return {
        key: 'order',
        entity: {
          id,
          planId: newId(),
          subscriptionId: newId(),
          buyer: { memberId: newId(), contactId: newId() },
          type: 'ONLINE',
          status: 'ACTIVE',
          lastPaymentStatus: 'PAID',
          startDate: now,
          planName: 'Test plan',
          ...dates,
        },
      };
    case 'wix.bookings.services.v2.service':
      return { key: 'service', entity: { id, name: 'Test service', type: 'APPOINTMENT', defaultCapacity: 1, revision: '1', ...dates } };
    case 'wix.bookings.v1.booking_policy':
      return { key: 'currentDefaultBookingPolicy', entity: { id, name: 'Test policy', default: true, revision: '1', ...dates } };
    case 'wix.bookings.staff.v1.staff_member':
      return {
        key: 'staffMember',
        entity: { id, resourceId: newId(), name: 'Test Staff', email: 'staff@example.com', revision: '1', ...dates },
      };
    case 'wix.bookings.v2.booking':
      return {
        key: 'booking',
        entity: {
          id,
          status: 'CONFIRMED',
          paymentStatus: 'NOT_PAID',
          startDate: now,
          endDate: now,
          totalParticipants: 1,
          bookedEntity: { title: 'Test service', tags: [] },
          contactDetails: { firstName: 'Test', lastName: 'Customer', email: 'test.customer@example.com' },
          revision: '1',
          ...dates,
        },
      };
    default:
      return { key: 'entity', entity: { id, ...dates } };
  }
}

/**
 * A test event of an emitted type, about a sample entity with a fresh id, with the body its type
 * carries (`createdEvent`, `updatedEvent`, `deletedEvent` or `actionEvent`).
 */
export function testEvent(type: EmittedEventType, now: Date): EmitInput {
  const entityId = newId();
  const { key, entity } = sampleEntity(type.entityFqdn, entityId, now.toISOString());
  const base = { entityFqdn: type.entityFqdn, slug: type.slug, entityId, identity: { identityType: 'WIX_USER' as const } };
  switch (type.action) {
    case 'created':
      return { ...base, createdEvent: { entity } };
    case 'updated':
      return { ...base, updatedEvent: { currentEntity: entity } };
    case 'deleted':
      return { ...base, deletedEvent: { deletedEntity: entity } };
    default:
      return { ...base, actionEvent: { body: { [key]: entity } } };
  }
}
