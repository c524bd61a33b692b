/** An order as the platform sends it (dates as ISO text), after the recorded wire sample. */
export const wireOrder = {
  id: 'o1',
  planId: 'p1',
  subscriptionId: 'sub-1',
  buyer: { memberId: 'm1', contactId: 'ct-1' },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    prices: [
      { duration: { cycleFrom: 1, numberOfCycles: 12 }, price: { subtotal: '19.99', discount: '0', total: '19.99', currency: 'USD' } },
    ],
  },
  type: 'ONLINE',
  status: 'ACTIVE',
  lastPaymentStatus: 'PAID',
  autoRenewCanceled: false,
  planName: 'Gold',
  planPrice: '19.99',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2027-01-01T00:00:00.000Z',
  earliestEndDate: '2026-07-01T00:00:00.000Z',
  createdDate: '2025-11-20T08:15:30.123Z',
  updatedDate: '2025-12-01T10:00:00.000Z',
  cancellation: { requestedDate: '2026-02-01T00:00:00.000Z', cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
  pausePeriods: [{ status: 'ENDED', pauseDate: '2026-01-10T00:00:00.000Z', resumeDate: '2026-01-20T00:00:00.000Z' }],
  currentCycle: { index: 2, startedDate: '2026-02-01T00:00:00.000Z', endedDate: '2026-03-01T00:00:00.000Z' },
  cycles: [
    { index: 1, startedDate: '2026-01-01T00:00:00.000Z', endedDate: '2026-02-01T00:00:00.000Z' },
    { index: 2, startedDate: '2026-02-01T00:00:00.000Z', endedDate: '2026-03-01T00:00:00.000Z' },
  ],
};

/** Every date path of an order, with the value of {@link wireOrder}. */
export const orderDates: Array<[string, string]> = [
  ['startDate', '2026-01-01T00:00:00.000Z'],
  ['endDate', '2027-01-01T00:00:00.000Z'],
  ['earliestEndDate', '2026-07-01T00:00:00.000Z'],
  ['createdDate', '2025-11-20T08:15:30.123Z'],
  ['updatedDate', '2025-12-01T10:00:00.000Z'],
  ['cancellation.requestedDate', '2026-02-01T00:00:00.000Z'],
  ['pausePeriods.0.pauseDate', '2026-01-10T00:00:00.000Z'],
  ['pausePeriods.0.resumeDate', '2026-01-20T00:00:00.000Z'],
  ['currentCycle.startedDate', '2026-02-01T00:00:00.000Z'],
  ['currentCycle.endedDate', '2026-03-01T00:00:00.000Z'],
  ['cycles.1.startedDate', '2026-02-01T00:00:00.000Z'],
  ['cycles.1.endedDate', '2026-03-01T00:00:00.000Z'],
];

/** Reads a dotted path (array indexes as numbers). */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}
