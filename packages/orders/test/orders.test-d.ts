import { describe, expectTypeOf, it } from 'vitest';
import type { FrontdeskClient, Page } from '@frontdesk/core';
import type { EventOf } from '@frontdesk/core/webhooks';
import { createRedirectSession } from '@frontdesk/identity';
import {
  cancelOrder,
  createOnlineOrder,
  managementListOrders,
  memberGetOrder,
  type orderCycleStarted,
  postponeEndDate,
  type CreateRedirectSession,
  type Order,
  type OrderResponse,
  type OrdersResponse,
} from '../src/index.js';

declare const client: FrontdeskClient;

describe('order call signatures', () => {
  it('memberGetOrder resolves the order, with Date fields and typed enums', () => {
    expectTypeOf(memberGetOrder(client, 'o1')).resolves.toEqualTypeOf<Order>();
    expectTypeOf<Order['endDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Order['status']>().toEqualTypeOf<'DRAFT' | 'PENDING' | 'ACTIVE' | 'PAUSED' | 'ENDED' | 'CANCELED'>();
    expectTypeOf<NonNullable<Order['cancellation']>['requestedDate']>().toEqualTypeOf<Date | undefined>();
  });

  it('createOnlineOrder takes planId then options, and resolves { order }', () => {
    expectTypeOf(createOnlineOrder).toBeCallableWith(client, 'p1', { startDate: new Date(), submissionId: 's' });
    expectTypeOf(createOnlineOrder).toBeCallableWith(client, 'p1', { startDate: '2026-04-01T00:00:00Z' });
    expectTypeOf(createOnlineOrder(client, 'p1')).resolves.toEqualTypeOf<OrderResponse>();
  });

  it('actions are positional like the official functions', () => {
    expectTypeOf(cancelOrder).parameters.toEqualTypeOf<
      [client: FrontdeskClient<any>, arg: string, arg: 'IMMEDIATELY' | 'NEXT_PAYMENT_DATE']
    >();
    expectTypeOf(postponeEndDate).toBeCallableWith(client, 'o1', new Date());
    // @ts-expect-error effectiveAt is required
    void cancelOrder(client, 'o1');
  });

  it('managementListOrders resolves a Page of orders', () => {
    expectTypeOf(managementListOrders(client, { buyerIds: ['m1'] })).resolves.toEqualTypeOf<Page<Order, OrdersResponse>>();
  });

  it('events are typed', () => {
    expectTypeOf<EventOf<typeof orderCycleStarted>['data']['cycleNumber']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<EventOf<typeof orderCycleStarted>['type']>().toEqualTypeOf<'wix.pricing_plans.v2.order_cycle_started'>();
  });

  it('the checkout helper accepts createRedirectSession from @frontdesk/identity', () => {
    expectTypeOf(createRedirectSession).toExtend<CreateRedirectSession>();
  });
});
