import type { Plan, PlansState } from './types.js';

/**
 * Fixed ids of the demo plans (seed `'demo'`), so examples, docs and tests can hard-code them.
 *
 * @example
 * ```ts
 * await fetch(`${url}/pricing-plans/v2/plans/public?planIds=${DEMO_PLAN_IDS.monthly}`, { headers });
 * ```
 */
export const DEMO_PLAN_IDS = {
  /** "Monthly Membership": monthly subscription until canceled, 7-day free trial, perks; primary. */
  monthly: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c01',
  /** "Annual Membership": yearly subscription until canceled. */
  yearly: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c02',
  /** "3-Month Intro Pass": one payment for 3 months, one per buyer; hidden (sold by direct link or offline). */
  threeMonths: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c03',
  /** "Community": free, valid until canceled. */
  free: '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c04',
} as const;

const base = {
  archived: false,
  hasOrders: false,
  createdDate: '2026-01-05T10:00:00.000Z',
  updatedDate: '2026-01-05T10:00:00.000Z',
  maxPurchasesPerBuyer: 0,
  allowFutureStartDate: false,
  buyerCanCancel: true,
};

/**
 * The demo catalogue (a fresh copy each call): four plans, one primary, one hidden.
 */
export function demoPlansState(): PlansState {
  const plans: Plan[] = [
    {
      ...base,
      id: DEMO_PLAN_IDS.monthly,
      name: 'Monthly Membership',
      description: 'Unlimited classes, billed monthly. Try it free for 7 days.',
      perks: { values: ['Unlimited classes', 'Free mat rental', '10% off workshops'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        price: { value: '29', currency: 'USD' },
        freeTrialDays: 7,
      },
      public: true,
      primary: true,
      slug: 'monthly-membership',
      allowFutureStartDate: true,
      termsAndConditions: 'Billed monthly after the 7-day trial. Cancel anytime before the next payment.',
    },
    {
      ...base,
      id: DEMO_PLAN_IDS.yearly,
      name: 'Annual Membership',
      description: 'Everything in Monthly, paid once a year: two months free.',
      perks: { values: ['Unlimited classes', 'Free mat rental', '2 guest passes per month', '20% off workshops'] },
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'YEAR' }, cycleCount: 0 }, price: { value: '290', currency: 'USD' } },
      public: true,
      primary: false,
      slug: 'annual-membership',
      createdDate: '2026-01-05T10:05:00.000Z',
      updatedDate: '2026-01-05T10:05:00.000Z',
    },
    {
      ...base,
      id: DEMO_PLAN_IDS.threeMonths,
      name: '3-Month Intro Pass',
      description: 'Three months of classes for one payment. One per person.',
      perks: { values: ['Unlimited classes for 3 months'] },
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' }, price: { value: '75', currency: 'USD' } },
      public: false,
      primary: false,
      slug: '3-month-intro-pass',
      maxPurchasesPerBuyer: 1,
      buyerCanCancel: false,
      createdDate: '2026-01-05T10:10:00.000Z',
      updatedDate: '2026-01-05T10:10:00.000Z',
    },
    {
      ...base,
      id: DEMO_PLAN_IDS.free,
      name: 'Community',
      description: 'Join the studio community: newsletter, open events and member prices.',
      perks: { values: ['Member-only events', 'Monthly newsletter'] },
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
      public: true,
      primary: false,
      slug: 'community',
      createdDate: '2026-01-05T10:15:00.000Z',
      updatedDate: '2026-01-05T10:15:00.000Z',
    },
  ];
  return { plans: Object.fromEntries(plans.map((plan) => [plan.id, plan])) };
}
