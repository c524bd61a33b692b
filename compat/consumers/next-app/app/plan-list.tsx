'use client';

import type { ReactNode } from 'react';
import { usePublicPlans } from '@frontdesk/react/plans';

export function PlanList(): ReactNode {
  const { data } = usePublicPlans({ paging: { limit: 12 } });
  return (
    <ul>
      {(data?.items ?? []).map((plan) => (
        <li key={plan.id}>
          {plan.name} {plan.createdDate instanceof Date ? `(since ${plan.createdDate.getUTCFullYear()})` : 'no-date'}
        </li>
      ))}
    </ul>
  );
}
