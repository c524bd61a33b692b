import { describe, expect, it } from 'vitest';
import { distEnvironment, loadEveryBuild } from '@frontdesk/test-support/dist-smoke';

type Services = typeof import('../src/index.js');

describe('@frontdesk/services dist', async () => {
  const env = await distEnvironment();
  for (const [build, services] of await loadEveryBuild<Services>('services')) {
    it(`queries and searches services with Date and float fields (${build})`, async () => {
      const page = await services.queryServices(env.visitor(), { filter: { type: 'COURSE' } });
      expect(page.items[0]!.schedule?.firstSessionStart).toBeInstanceOf(Date);
      expect(page.items[0]!.locations?.[0]?.business?.address?.geocode?.latitude).toBeTypeOf('number');
      const search = await services.searchServices(env.visitor(), { aggregations: [{ name: 'types', type: 'VALUE', fieldPath: 'type' }] });
      expect(search.response.aggregationData?.results?.[0]?.values?.results?.length).toBe(3);
    });
  }
});
