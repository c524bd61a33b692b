import { describe, expect, it } from 'vitest';
import { queryPolicies } from '../src/index.js';
import { json, recordingClient } from '../../core/test/support/fake-fetch.js';

/* The official SDK's recorded requests (wire-samples.json) as the expectation (issue 14). */

const API = 'https://www.wixapis.com';

describe('queryPolicies: the official request, and every date of the answer decoded', () => {
  it('sends the recorded request and decodes the dates nested in bookingPolicies[].services[].bookingPolicy', async () => {
    const policy = { id: 'bp-1', name: 'Default', createdDate: '2025-11-20T08:15:30.123Z', updatedDate: '2025-12-01T10:00:00.000Z' };
    const service = {
      id: 'b5b0d6a8-6c9e-4e38-9a1f-1f1d3c7a2e11',
      name: 'Morning Yoga',
      createdDate: '2025-11-20T08:15:30.123Z',
      bookingPolicy: policy,
      schedule: { firstSessionStart: '2026-03-02T07:00:00.000Z' },
      locations: [{ type: 'BUSINESS', business: { address: { geocode: { latitude: '32.0636', longitude: 34.7713 } } } }],
    };
    const bookingPolicies = [{ bookingPolicy: policy, services: [service], connectedServices: [service] }];
    const { client, requests } = recordingClient(() => json({ bookingPolicies, pagingMetadata: { count: 1 } }));
    const sort = [{ fieldName: 'bookingPolicy.name', order: 'ASC' as const }];
    const query = { filter: { 'bookingPolicy.id': 'bp-1' }, sort, cursorPaging: { limit: 5 } };
    const page = await queryPolicies(client, query);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect({ method: request!.method, path: request!.url.pathname, query: request!.query, body: request!.body }).toEqual({
      method: 'POST',
      path: '/_api/bookings/v2/services/policies/query',
      query: '',
      body: {
        query: {
          filter: { 'bookingPolicy.id': 'bp-1' },
          sort: [{ fieldName: 'bookingPolicy.name', order: 'ASC' }],
          cursorPaging: { limit: 5 },
        },
      },
    });
    expect(request!.url.origin).toBe(API);
    const item = page.items[0]!;
    expect(item.bookingPolicy?.createdDate).toEqual(new Date('2025-11-20T08:15:30.123Z'));
    for (const services of [item.services, item.connectedServices]) {
      const nested = services?.[0];
      expect(nested?.bookingPolicy?.createdDate).toBeInstanceOf(Date);
      expect(nested?.bookingPolicy?.createdDate).toEqual(new Date('2025-11-20T08:15:30.123Z'));
      expect(nested?.bookingPolicy?.updatedDate).toEqual(new Date('2025-12-01T10:00:00.000Z'));
      expect(nested?.createdDate).toBeInstanceOf(Date);
      expect(nested?.schedule?.firstSessionStart).toEqual(new Date('2026-03-02T07:00:00.000Z'));
      expect(nested?.locations?.[0]?.business?.address?.geocode?.latitude).toBe(32.0636);
    }
  });
});
