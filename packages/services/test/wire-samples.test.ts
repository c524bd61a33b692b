import { describe, expect, it } from 'vitest';
import {
  bulkUpdateServices,
  bulkUpdateServicesByFilter,
  createService,
  queryPolicies,
  setServiceLocations,
  updateService,
} from '../src/index.js';
import { argsOf, json, recordingClient, samples } from '@frontdesk/test-support';

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

/* Addresses: the official SDK's names go out as the wire names (issue 14). */

const SERVICE_ID = 'b5b0d6a8-6c9e-4e38-9a1f-1f1d3c7a2e11';
const officialAddress = () => ({
  addressLine1: 'Rothschild Blvd 1',
  addressLine2: 'Floor 3',
  city: 'Tel Aviv',
  subdivision: 'IL-TA',
  country: 'IL',
  postalCode: '6688101',
  formatted: 'Rothschild Blvd 1, Tel Aviv, Israel',
  location: { latitude: 32.0636, longitude: 34.7713 },
  streetAddress: { name: 'Rothschild Blvd', number: '1', apt: '3' },
});
const wireAddress = {
  city: 'Tel Aviv',
  subdivision: 'IL-TA',
  country: 'IL',
  postalCode: '6688101',
  formattedAddress: 'Rothschild Blvd 1, Tel Aviv, Israel',
  geocode: { latitude: 32.0636, longitude: 34.7713 },
  addressLine: 'Rothschild Blvd 1',
  addressLine2: 'Floor 3',
  streetAddress: { name: 'Rothschild Blvd', number: '1', apt: '3' },
};

function sent(request: { method: string; url: URL; query: string; body: unknown } | undefined) {
  return { method: request?.method, path: request?.url.pathname, query: request?.query, body: request?.body };
}

describe('service addresses: the official names go out as the wire names', () => {
  it("updateService: the recorded request (sample), the caller's objects unchanged", async () => {
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID, revision: '5' } }));
    const service = {
      revision: '4',
      name: 'Morning Yoga (updated)',
      defaultCapacity: 12,
      schedule: { firstSessionStart: new Date('2026-04-01T07:00:00.000Z') },
      locations: [{ type: 'BUSINESS' as const, business: { id: 'bl-2', address: officialAddress() } }],
    };
    const before = structuredClone(service);
    await updateService(client, SERVICE_ID, service);
    expect(sent(requests[0])).toEqual({
      method: 'PATCH',
      path: `/_api/bookings/v2/services/${SERVICE_ID}`,
      query: '',
      body: {
        service: {
          revision: '4',
          name: 'Morning Yoga (updated)',
          defaultCapacity: 12,
          schedule: { firstSessionStart: '2026-04-01T07:00:00.000Z' },
          locations: [{ type: 'BUSINESS', business: { address: wireAddress, id: 'bl-2' } }],
          id: SERVICE_ID,
        },
      },
    });
    expect(service).toEqual(before);
  });

  it('createService: business and custom addresses (sample locations), and the wire names unchanged', async () => {
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    const custom = { ...officialAddress(), location: { latitude: 31.7683, longitude: 35.2137 } };
    const locations = [
      { type: 'BUSINESS' as const, business: { id: 'bl-1', name: 'HQ', address: officialAddress() } },
      { type: 'CUSTOM' as const, custom: { address: custom } },
    ];
    await createService(client, { type: 'CLASS', name: 'Morning Yoga', locations });
    const body = requests[0]!.body as { service: { locations: unknown } };
    expect(body.service.locations).toEqual([
      { type: 'BUSINESS', business: { id: 'bl-1', name: 'HQ', address: wireAddress } },
      { type: 'CUSTOM', custom: { address: { ...wireAddress, geocode: { latitude: 31.7683, longitude: 35.2137 } } } },
    ]);
    expect(locations[0]?.business?.address).toEqual(officialAddress());
    await createService(client, { type: 'CLASS', name: 'Morning Yoga', locations: [{ type: 'CUSTOM', custom: { address: wireAddress } }] });
    expect((requests[1]!.body as { service: { locations: unknown } }).service.locations).toEqual([
      { type: 'CUSTOM', custom: { address: wireAddress } },
    ]);
  });

  it('setServiceLocations(id, { locations, ...options }): the official arguments, addresses renamed', async () => {
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    const newLocation = { type: 'CUSTOM' as const, custom: { address: officialAddress() } };
    const options = {
      locations: [newLocation],
      removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION' as const, moveToLocationOptions: { newLocation } },
      participantNotification: { notifyParticipants: true, message: 'Moved' },
    };
    const before = structuredClone(options);
    await setServiceLocations(client, SERVICE_ID, options);
    const wireLocation = { type: 'CUSTOM', custom: { address: wireAddress } };
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: `/_api/bookings/v2/services/${SERVICE_ID}/locations`,
      query: '',
      body: {
        locations: [wireLocation],
        removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION', moveToLocationOptions: { newLocation: wireLocation } },
        participantNotification: { notifyParticipants: true, message: 'Moved' },
      },
    });
    expect(options).toEqual(before);
  });
});

describe('bulkUpdateServices({ services, returnEntity }): the official arguments', () => {
  it('sends the items with their masks comma-joined and returnEntity', async () => {
    const { client, requests } = recordingClient(() => json({ results: [], bulkActionMetadata: { totalSuccesses: 0 } }));
    await bulkUpdateServices(client, {
      services: [
        { service: { id: SERVICE_ID, revision: '4', hidden: true }, mask: ['hidden'] },
        { service: { id: 'c1', revision: '1', locations: [{ type: 'CUSTOM', custom: { address: officialAddress() } }] } },
      ],
      returnEntity: true,
    });
    expect(sent(requests[0])).toEqual({
      method: 'POST',
      path: '/bookings/v2/bulk/services/update',
      query: '',
      body: {
        services: [
          { service: { id: SERVICE_ID, revision: '4', hidden: true }, mask: 'hidden' },
          { service: { id: 'c1', revision: '1', locations: [{ type: 'CUSTOM', custom: { address: wireAddress } }] } },
        ],
        returnEntity: true,
      },
    });
  });
});

/* Images and page URLs: the official SDK's strings go out as the platform's objects (issue 14). */

const IMAGE = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/yoga-room.jpg#originWidth=800&originHeight=600';
const wireImage = {
  id: '11062b_a1b2c3d4e5f6~mv2.jpg',
  height: 600,
  width: 800,
  altText: 'yoga-room.jpg',
  filename: 'yoga-room.jpg',
  url: IMAGE,
};

describe('service images and page URLs: the official strings go out as objects', () => {
  it("createService: the recorded request (wire-samples #5), the caller's objects unchanged", async () => {
    const sample = samples[5]!;
    expect(sample.frontdeskFunction).toBe('createService');
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    const [service] = argsOf(sample.args);
    const before = structuredClone(service);
    await createService(client, service);
    expect(sent(requests[0])).toEqual({ method: 'POST', path: sample.request.path, query: '', body: sample.request.body });
    expect(service).toEqual(before);
    expect(service.media.mainMedia.image).toBe(IMAGE);
  });

  it('updateService: the recorded request (wire-samples #6)', async () => {
    const sample = samples[6]!;
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    const [id, service] = argsOf(sample.args);
    await updateService(client, id, service);
    expect(sent(requests[0])).toEqual({ method: 'PATCH', path: sample.request.path, query: '', body: sample.request.body });
  });

  it('updateService: cover, main and gallery images as strings or objects; page URLs as strings or objects', async () => {
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    const objectImage = { id: 'kept', url: 'https://static.example.com/kept.jpg', width: 1, height: 2 };
    await updateService(client, SERVICE_ID, {
      revision: '4',
      media: {
        coverMedia: { image: IMAGE },
        mainMedia: { image: 'https://static.example.com/main.jpg' },
        items: [{ image: objectImage }, { image: IMAGE }],
      },
      urls: {
        servicePage: 'https://www.example.com/service-page/morning-yoga',
        bookingPage: { relativePath: '/booking', url: 'https://www.example.com/booking' },
        calendarPage: '',
      },
    });
    expect(sent(requests[0])?.body).toEqual({
      service: {
        revision: '4',
        id: SERVICE_ID,
        media: {
          coverMedia: { image: wireImage },
          mainMedia: { image: { url: 'https://static.example.com/main.jpg' } },
          items: [{ image: objectImage }, { image: wireImage }],
        },
        urls: {
          servicePage: { relativePath: '/service-page/morning-yoga', url: 'https://www.example.com/service-page/morning-yoga' },
          bookingPage: { relativePath: '/booking', url: 'https://www.example.com/booking' },
        },
      },
    });
  });

  it('bulkUpdateServices and bulkUpdateServicesByFilter convert the images of every service', async () => {
    const { client, requests } = recordingClient(() => json({ results: [], jobId: 'job-1' }));
    await bulkUpdateServices(client, {
      services: [{ service: { id: SERVICE_ID, revision: '4', media: { mainMedia: { image: IMAGE } } }, mask: ['media'] }],
    });
    expect(sent(requests[0])?.body).toEqual({
      services: [{ service: { id: SERVICE_ID, revision: '4', media: { mainMedia: { image: wireImage } } }, mask: 'media' }],
    });
    await bulkUpdateServicesByFilter(client, { hidden: false }, { service: { media: { items: [{ image: IMAGE }] } } });
    expect(sent(requests[1])?.body).toEqual({ filter: { hidden: false }, service: { media: { items: [{ image: wireImage }] } } });
  });

  it('refuses an image or page URL that is not one before sending', async () => {
    const { client, requests } = recordingClient(() => json({ service: { id: SERVICE_ID } }));
    await expect(createService(client, { type: 'CLASS', name: 'Yoga', media: { mainMedia: { image: 'yoga-room.jpg' } } })).rejects.toThrow(
      /media\.mainMedia\.image.*must be an image/,
    );
    await expect(createService(client, { type: 'CLASS', name: 'Yoga', urls: { servicePage: '/service-page/yoga' } })).rejects.toThrow(
      /urls\.servicePage.*must be an absolute URL/,
    );
    expect(requests).toHaveLength(0);
  });
});
