import { describeConformance } from '@frontdesk/test-support';
import * as plans from '../src/index.js';

describeConformance('covers every plans call of wire.md (rows 88-98)', plans, {
  calls: [
    'archivePlan',
    'clearPrimary',
    'createPlan',
    'getPlan',
    'getPlanStats',
    'listPlans',
    'listPublicPlans',
    'makePlanPrimary',
    'queryPublicPlans',
    'setPlanVisibility',
    'updatePlan',
  ],
});
