import { DEMO_PLAN_IDS } from '../plans/api.js';
import { newPolicy, serviceUrls } from './state.js';
import { BOOKINGS_APP_ID, type Service, type ServicesState, type StaffMember } from './types.js';

/**
 * Fixed ids of the demo services (seed `'demo'`).
 *
 * @example
 * ```ts
 * await getService(client, DEMO_SERVICE_IDS.privateSession);
 * ```
 */
export const DEMO_SERVICE_IDS = {
  /** "Private Yoga Session": appointment, 60 min, $60, either staff member, at the studio. */
  privateSession: '3c0a1f20-5b6e-4d7f-8a9b-1c2d3e4f5a01',
  /** "Intro Consultation": appointment, 30 min, free, Maya only, needs manual approval. */
  consultation: '3c0a1f20-5b6e-4d7f-8a9b-1c2d3e4f5a02',
  /** "Vinyasa Flow": weekly class (Tuesdays 18:00, 60 min), 10 spots, $20 or a membership plan, waitlist. */
  vinyasaClass: '3c0a1f20-5b6e-4d7f-8a9b-1c2d3e4f5a03',
  /** "Mindfulness Course": six Wednesday evenings (2026-03-04 to 2026-04-08, 19:00, 90 min), 12 spots, $180. */
  mindfulnessCourse: '3c0a1f20-5b6e-4d7f-8a9b-1c2d3e4f5a04',
} as const;

/** Fixed ids of the demo staff members (their `resourceId`s are what services list in `staffMemberIds`). */
export const DEMO_STAFF_IDS = {
  /** Maya Chen: Mon-Fri 09:00-17:00. */
  maya: '4d1b2a30-6c7f-4e8a-9bac-2d3e4f5a6b01',
  /** Leo Park: Tue and Thu 12:00-20:00, Sat 10:00-14:00. */
  leo: '4d1b2a30-6c7f-4e8a-9bac-2d3e4f5a6b02',
} as const;

/** Fixed resource ids of the demo staff members. */
export const DEMO_STAFF_RESOURCE_IDS = {
  maya: '5e2c3b40-7d8a-4f9b-8cbd-3e4f5a6b7c01',
  leo: '5e2c3b40-7d8a-4f9b-8cbd-3e4f5a6b7c02',
} as const;

/** Fixed ids of the demo booking policies. */
export const DEMO_POLICY_IDS = {
  /** Default: book 2 hours to 30 days ahead; cancel up to 24 hours before. */
  standard: '6f3d4c50-8e9b-4a0c-9dce-4f5a6b7c8d01',
  /** Classes: book up to 14 days ahead, up to 3 participants, waitlist of 5, cancel up to 12 hours before. */
  classes: '6f3d4c50-8e9b-4a0c-9dce-4f5a6b7c8d02',
} as const;

/** Fixed ids of the demo business location, categories and booking form. */
export const DEMO_LOCATION_IDS = { studio: '7a4e5d60-9fac-4b1d-8edf-5a6b7c8d9e01' } as const;
export const DEMO_CATEGORY_IDS = {
  private: '8b5f6e70-a0bd-4c2e-9f01-6b7c8d9e0f01',
  classes: '8b5f6e70-a0bd-4c2e-9f01-6b7c8d9e0f02',
  courses: '8b5f6e70-a0bd-4c2e-9f01-6b7c8d9e0f03',
} as const;
export const DEMO_FORM_ID = '9c6a7f80-b1ce-4d3f-8012-7c8d9e0f1a01';

const CREATED = '2026-01-05T10:00:00.000Z';
const TIME_ZONE = 'America/New_York';

const studioAddress = {
  addressLine: '120 Bedford Ave',
  streetAddress: { number: '120', name: 'Bedford Ave' },
  city: 'Brooklyn',
  subdivision: 'US-NY',
  subdivisionFullname: 'New York',
  country: 'US',
  countryFullname: 'United States',
  postalCode: '11211',
  formattedAddress: '120 Bedford Ave, Brooklyn, NY 11211, USA',
  geocode: { latitude: 40.7193, longitude: -73.9565 },
};

const usd = (value: string) => ({ value, currency: 'USD' });

function service(
  id: string,
  slug: string,
  fields: Omit<
    Service,
    'id' | 'revision' | 'createdDate' | 'updatedDate' | 'appId' | 'mainSlug' | 'supportedSlugs' | 'urls' | 'hidden' | 'form'
  > &
    Partial<Service>,
): Service {
  const mainSlug = { name: slug, custom: false, createdDate: CREATED };
  return {
    id,
    revision: '1',
    createdDate: CREATED,
    updatedDate: CREATED,
    appId: BOOKINGS_APP_ID,
    hidden: false,
    form: { id: DEMO_FORM_ID },
    mainSlug,
    supportedSlugs: [mainSlug],
    urls: serviceUrls(slug),
    ...fields,
  };
}

const studio = [{ id: 'loc-studio', type: 'BUSINESS' as const, business: { id: DEMO_LOCATION_IDS.studio } }];

/**
 * The demo business (a fresh copy each call): a yoga studio with one location, two staff members,
 * two booking policies, a booking form, two appointment services, a weekly class and a six-week course.
 */
export function demoServicesState(): ServicesState {
  const staff: StaffMember[] = [
    {
      id: DEMO_STAFF_IDS.maya,
      resourceId: DEMO_STAFF_RESOURCE_IDS.maya,
      name: 'Maya Chen',
      email: 'maya@frontdesk-demo.example',
      description: 'Lead teacher, 12 years of vinyasa and yin.',
      mainMedia: {
        image: {
          id: 'staff-maya',
          url: 'https://static.frontdesk-demo.example/staff/maya.jpg',
          width: 600,
          height: 600,
          altText: 'Maya Chen',
        },
      },
      timeZone: TIME_ZONE,
      workingHours: (['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
      createdDate: CREATED,
      updatedDate: CREATED,
      revision: '1',
    },
    {
      id: DEMO_STAFF_IDS.leo,
      resourceId: DEMO_STAFF_RESOURCE_IDS.leo,
      name: 'Leo Park',
      email: 'leo@frontdesk-demo.example',
      description: 'Strength and mobility coach.',
      timeZone: TIME_ZONE,
      workingHours: [
        { weekday: 'TUE', startTime: '12:00', endTime: '20:00' },
        { weekday: 'THU', startTime: '12:00', endTime: '20:00' },
        { weekday: 'SAT', startTime: '10:00', endTime: '14:00' },
      ],
      createdDate: CREATED,
      updatedDate: CREATED,
      revision: '1',
    },
  ];
  const policies = [
    newPolicy(DEMO_POLICY_IDS.standard, 'Standard policy', CREATED, {
      default: true,
      customPolicyDescription: { enabled: true, description: 'Cancel up to 24 hours before your session at no charge.' },
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 43200 },
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 120 },
      cancellationPolicy: { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: 1440, allowAnonymous: true },
      reschedulePolicy: { enabled: true, limitLatestReschedule: true, latestRescheduleInMinutes: 1440, allowAnonymous: true },
    }),
    newPolicy(DEMO_POLICY_IDS.classes, 'Class policy', CREATED, {
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 20160 },
      cancellationPolicy: { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: 720, allowAnonymous: true },
      waitlistPolicy: { enabled: true, capacity: 5, reservationTimeInMinutes: 30 },
      participantsPolicy: { maxParticipantsPerBooking: 3 },
    }),
  ];
  const services: Service[] = [
    service(DEMO_SERVICE_IDS.privateSession, 'private-yoga-session', {
      type: 'APPOINTMENT',
      name: 'Private Yoga Session',
      tagLine: 'One-on-one practice, tailored to you',
      description: 'A 60-minute private session with one of our teachers.',
      sortOrder: 0,
      defaultCapacity: 1,
      category: { id: DEMO_CATEGORY_IDS.private, name: 'Private sessions', sortOrder: 0 },
      media: {
        mainMedia: {
          image: {
            id: 'svc-private',
            url: 'https://static.frontdesk-demo.example/services/private.jpg',
            width: 1200,
            height: 800,
            altText: 'Private session',
          },
        },
      },
      payment: {
        rateType: 'FIXED',
        fixed: { price: usd('60') },
        options: { online: true, inPerson: true, deposit: false, pricingPlan: false },
        pricingPlanIds: [],
      },
      onlineBooking: { enabled: true, requireManualApproval: false, allowMultipleRequests: false },
      locations: studio,
      bookingPolicy: { id: DEMO_POLICY_IDS.standard },
      schedule: {
        id: 'a1000000-0000-4000-8000-000000000001',
        availabilityConstraints: { durations: [{ minutes: 60 }], sessionDurations: [60], timeBetweenSessions: 15 },
      },
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya, DEMO_STAFF_RESOURCE_IDS.leo],
    }),
    service(DEMO_SERVICE_IDS.consultation, 'intro-consultation', {
      type: 'APPOINTMENT',
      name: 'Intro Consultation',
      tagLine: 'Meet us before your first class',
      sortOrder: 1,
      defaultCapacity: 1,
      category: { id: DEMO_CATEGORY_IDS.private, name: 'Private sessions', sortOrder: 0 },
      payment: { rateType: 'NO_FEE', options: { online: false, inPerson: true, deposit: false, pricingPlan: false }, pricingPlanIds: [] },
      onlineBooking: { enabled: true, requireManualApproval: true, allowMultipleRequests: false },
      locations: studio,
      bookingPolicy: { id: DEMO_POLICY_IDS.standard },
      schedule: {
        id: 'a1000000-0000-4000-8000-000000000002',
        availabilityConstraints: { durations: [{ minutes: 30 }], sessionDurations: [30], timeBetweenSessions: 0 },
      },
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
    }),
    service(DEMO_SERVICE_IDS.vinyasaClass, 'vinyasa-flow', {
      type: 'CLASS',
      name: 'Vinyasa Flow',
      tagLine: 'An energising weekly flow for every level',
      sortOrder: 2,
      defaultCapacity: 10,
      category: { id: DEMO_CATEGORY_IDS.classes, name: 'Classes', sortOrder: 1 },
      payment: {
        rateType: 'FIXED',
        fixed: { price: usd('20') },
        options: { online: true, inPerson: true, deposit: false, pricingPlan: true },
        pricingPlanIds: [DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.yearly],
      },
      onlineBooking: { enabled: true, requireManualApproval: false, allowMultipleRequests: false },
      locations: studio,
      bookingPolicy: { id: DEMO_POLICY_IDS.classes },
      schedule: {
        id: 'a1000000-0000-4000-8000-000000000003',
        firstSessionStart: '2026-01-06T23:00:00.000Z',
        availabilityConstraints: { durations: [{ minutes: 60 }] },
      },
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.leo],
    }),
    service(DEMO_SERVICE_IDS.mindfulnessCourse, 'mindfulness-course', {
      type: 'COURSE',
      name: 'Mindfulness Course',
      tagLine: 'Six weeks to a steadier mind',
      description: 'Six Wednesday evenings of guided meditation. Book once for the whole course.',
      sortOrder: 3,
      defaultCapacity: 12,
      category: { id: DEMO_CATEGORY_IDS.courses, name: 'Courses', sortOrder: 2 },
      payment: {
        rateType: 'FIXED',
        fixed: { price: usd('180') },
        options: { online: true, inPerson: false, deposit: false, pricingPlan: false },
        pricingPlanIds: [],
      },
      onlineBooking: { enabled: true, requireManualApproval: false, allowMultipleRequests: false },
      locations: studio,
      bookingPolicy: { id: DEMO_POLICY_IDS.standard },
      schedule: {
        id: 'a1000000-0000-4000-8000-000000000004',
        firstSessionStart: '2026-03-05T00:00:00.000Z',
        lastSessionEnd: '2026-04-09T00:30:00.000Z',
        availabilityConstraints: { durations: [{ minutes: 90 }] },
      },
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
    }),
  ];
  const schedules = [
    {
      id: 'a1000000-0000-4000-8000-000000000001',
      serviceId: DEMO_SERVICE_IDS.privateSession,
      status: 'ACTIVE' as const,
      timeZone: TIME_ZONE,
      capacity: 1,
      sessions: [],
    },
    {
      id: 'a1000000-0000-4000-8000-000000000002',
      serviceId: DEMO_SERVICE_IDS.consultation,
      status: 'ACTIVE' as const,
      timeZone: TIME_ZONE,
      capacity: 1,
      sessions: [],
    },
    {
      id: 'a1000000-0000-4000-8000-000000000003',
      serviceId: DEMO_SERVICE_IDS.vinyasaClass,
      status: 'ACTIVE' as const,
      timeZone: TIME_ZONE,
      capacity: 10,
      sessions: [
        {
          id: 'vinyasa-tue',
          weekday: 'TUE' as const,
          startTime: '18:00',
          durationInMinutes: 60,
          startDate: '2026-01-06',
          staffMemberId: DEMO_STAFF_IDS.leo,
          locationId: DEMO_LOCATION_IDS.studio,
        },
      ],
    },
    {
      id: 'a1000000-0000-4000-8000-000000000004',
      serviceId: DEMO_SERVICE_IDS.mindfulnessCourse,
      status: 'ACTIVE' as const,
      timeZone: TIME_ZONE,
      capacity: 12,
      sessions: [
        {
          id: 'mindfulness-wed',
          weekday: 'WED' as const,
          startTime: '19:00',
          durationInMinutes: 90,
          startDate: '2026-03-04',
          endDate: '2026-04-08',
          staffMemberId: DEMO_STAFF_IDS.maya,
          locationId: DEMO_LOCATION_IDS.studio,
        },
      ],
    },
  ];
  const byId = <T extends { id: string }>(items: T[]) => Object.fromEntries(items.map((item) => [item.id, item]));
  return {
    services: byId(services),
    schedules: byId(schedules),
    staff: byId(staff),
    policies: byId(policies),
    locations: byId([
      {
        id: DEMO_LOCATION_IDS.studio,
        name: 'Bedford Ave Studio',
        default: true,
        address: studioAddress,
        email: 'hello@frontdesk-demo.example',
        phone: '+1 718 555 0100',
        timeZone: TIME_ZONE,
      },
    ]),
    categories: byId([
      { id: DEMO_CATEGORY_IDS.private, name: 'Private sessions', sortOrder: 0 },
      { id: DEMO_CATEGORY_IDS.classes, name: 'Classes', sortOrder: 1 },
      { id: DEMO_CATEGORY_IDS.courses, name: 'Courses', sortOrder: 2 },
    ]),
    forms: byId([
      {
        id: DEMO_FORM_ID,
        name: 'Booking form',
        default: true,
        fields: [
          { key: 'firstName', label: 'First name', required: true },
          { key: 'lastName', label: 'Last name', required: false },
          { key: 'email', label: 'Email', required: true },
          { key: 'phone', label: 'Phone', required: false },
        ],
      },
    ]),
    timeZone: TIME_ZONE,
  };
}
