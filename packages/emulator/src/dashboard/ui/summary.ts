import { createContext, useContext } from 'react';
import type { Summary } from './types.js';
import type { Resource } from './use-resource.js';

/**
 * The emulator's summary (`GET /_emulator/dashboard/summary`), read once for the page (again when
 * the change counter moves): the site, the business's time zone, the apps, the counts and the clock.
 */
export const SummaryContext = createContext<Resource<Summary>>({
  data: undefined,
  error: undefined,
  loading: true,
  reload: async () => undefined,
});

/**
 * The page's summary (see {@link SummaryContext}).
 */
export function useSummary(): Resource<Summary> {
  return useContext(SummaryContext);
}
