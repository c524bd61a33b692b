import { describe, expectTypeOf, it } from 'vitest';
import type { FrontdeskClient, Page } from '@frontdesk/core';
import {
  archivePlan,
  createPlan,
  getPlan,
  listPlans,
  queryPublicPlans,
  updatePlan,
  type Plan,
  type PlanResponse,
  type PublicPlan,
  type PublicPlansResponse,
} from '../src/index.js';

declare const client: FrontdeskClient;

describe('plan call signatures', () => {
  it('getPlan takes an id and resolves the plan with Date fields', () => {
    expectTypeOf(getPlan).parameters.toEqualTypeOf<[client: FrontdeskClient<any>, arg: string]>();
    expectTypeOf(getPlan(client, 'p')).resolves.toEqualTypeOf<Plan>();
    expectTypeOf<Plan['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Plan['id']>().toEqualTypeOf<string>();
  });

  it('queryPublicPlans resolves a Page of public plans; the query is typed', () => {
    expectTypeOf(queryPublicPlans(client)).resolves.toEqualTypeOf<Page<PublicPlan, PublicPlansResponse>>();
    expectTypeOf(queryPublicPlans).toBeCallableWith(client, {
      filter: { createdDate: { $gte: new Date() }, $or: [{ primary: true }, { slug: 'gold' }] },
      sort: [{ fieldName: 'updatedDate', order: 'ASC' }],
      paging: { limit: 10 },
    });
    // @ts-expect-error name is not a filterable field of public plans
    void queryPublicPlans(client, { filter: { name: 'Gold' } });
    // @ts-expect-error PublicPlan has no `archived`
    expectTypeOf<PublicPlan>().toHaveProperty('archived');
  });

  it('listPlans takes typed filters', () => {
    expectTypeOf(listPlans).toBeCallableWith(client, { archived: 'ARCHIVED', public: 'HIDDEN', planIds: ['a'] });
    expectTypeOf(listPlans(client)).resolves.toExtend<Page<Plan, unknown>>();
  });

  it('createPlan needs name and pricing; updatePlan needs the id and takes a mask', () => {
    expectTypeOf(createPlan).toBeCallableWith(client, { name: 'Gold', pricing: { singlePaymentUnlimited: true } });
    // @ts-expect-error pricing is required
    void createPlan(client, { name: 'Gold' });
    expectTypeOf(updatePlan).toBeCallableWith(client, 'p1', { description: null }, { mask: ['description'] });
    // @ts-expect-error the id is the first argument
    void updatePlan(client, { id: 'p1', description: null });
    expectTypeOf(updatePlan(client, 'p1', {})).resolves.toEqualTypeOf<Plan>();
    expectTypeOf(archivePlan(client, 'p1')).resolves.toEqualTypeOf<PlanResponse>();
  });
});
