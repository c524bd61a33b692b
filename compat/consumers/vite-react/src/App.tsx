import { createClient, localStorageAdapter, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider } from '@frontdesk/react';
import { usePublicPlans } from '@frontdesk/react/plans';

// Once, outside render (packages/react/README.md).
const client = createClient({ auth: oauth({ clientId: 'consumer-client-id', storage: localStorageAdapter() }) });
const queryClient = createFrontdeskQueryClient();

function Plans() {
  const { data, error } = usePublicPlans({ paging: { limit: 10 } });
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {data?.items.map((plan) => (
        <li key={plan.id}>
          {plan.name} {plan.createdDate?.toISOString()}
        </li>
      ))}
    </ul>
  );
}

export function App() {
  return (
    <FrontdeskProvider client={client} queryClient={queryClient}>
      <Plans />
    </FrontdeskProvider>
  );
}
