/**
 * Wire shapes of Bookings services (v2), booking policies, staff, schedules, business locations,
 * categories and booking forms, as the emulator stores and serves them (platform-rules §3).
 */

/** A service type. */
export type ServiceType = 'APPOINTMENT' | 'CLASS' | 'COURSE';
/** A payment rate type (`UNKNOWN_RATE_TYPE` is the zero value). */
export type RateType = 'FIXED' | 'CUSTOM' | 'VARIED' | 'NO_FEE' | 'SUBSCRIPTION' | 'UNKNOWN_RATE_TYPE';
/** A service location type. */
export type LocationType = 'CUSTOM' | 'BUSINESS' | 'CUSTOMER';
/** A weekday of a recurring rule or working-hours interval. */
export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

/**
 * A monetary amount: a decimal string and an ISO-4217 currency.
 */
export interface Money {
  value?: string;
  currency?: string;
  formattedValue?: string;
}

/**
 * An image (wire shape).
 */
export interface Image {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string;
  filename?: string;
  urlExpirationDate?: string;
}

/**
 * An address; `geocode` coordinates are numbers.
 */
export interface Address {
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  formattedAddress?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  geocode?: { latitude?: number; longitude?: number };
  countryFullname?: string;
  subdivisionFullname?: string;
}

/**
 * A service location: BUSINESS (a business location id), CUSTOM (an address) or CUSTOMER.
 */
export interface ServiceLocation {
  id?: string;
  type: LocationType;
  business?: { id: string; name?: string; default?: boolean; address?: Address; email?: string; phone?: string };
  custom?: { id?: string; address?: Address };
  calculatedAddress?: Address;
}

/**
 * A slug of a service (`mainSlug`, `supportedSlugs`).
 */
export interface Slug {
  name: string;
  custom: boolean;
  createdDate: string;
}

/**
 * A service's payment settings (platform-rules §3.2).
 */
export interface Payment {
  rateType: RateType;
  fixed?: { price?: Money; deposit?: Money; fullUpfrontPaymentAllowed?: boolean };
  custom?: { description?: string };
  varied?: { defaultPrice?: Money; deposit?: Money; minPrice?: Money; maxPrice?: Money; fullUpfrontPaymentAllowed?: boolean };
  subscription?: Record<string, unknown>;
  options: { online?: boolean; inPerson?: boolean; deposit?: boolean; pricingPlan?: boolean };
  pricingPlanIds?: string[];
}

/**
 * A service's schedule reference as served (`schedule` of the entity).
 */
export interface ServiceSchedule {
  id: string;
  firstSessionStart?: string;
  lastSessionEnd?: string;
  availabilityConstraints?: { durations?: Array<{ minutes: number }>; sessionDurations?: number[]; timeBetweenSessions?: number };
}

/**
 * A booking policy (platform-rules §3.6): every sub-policy present, disabled unless set.
 */
export interface BookingPolicy {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  name: string;
  default: boolean;
  customPolicyDescription: { enabled: boolean; description: string };
  limitEarlyBookingPolicy: { enabled: boolean; earliestBookingInMinutes: number };
  limitLateBookingPolicy: { enabled: boolean; latestBookingInMinutes: number };
  bookAfterStartPolicy: { enabled: boolean };
  cancellationPolicy: { enabled: boolean; limitLatestCancellation: boolean; latestCancellationInMinutes: number; allowAnonymous?: boolean };
  reschedulePolicy: { enabled: boolean; limitLatestReschedule: boolean; latestRescheduleInMinutes: number; allowAnonymous?: boolean };
  waitlistPolicy: { enabled: boolean; capacity: number; reservationTimeInMinutes: number };
  participantsPolicy: { maxParticipantsPerBooking: number };
  resourcesPolicy: { enabled: boolean; autoAssignAllowed: boolean };
  cancellationFeePolicy: { enabled: boolean; cancellationWindows: unknown[]; autoCollectFeeEnabled: boolean };
  saveCreditCardPolicy: { enabled: boolean };
}

/**
 * A Bookings service (v2) as stored and served; `bookingPolicy` is the full policy when served.
 */
export interface Service {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  appId: string;
  type: ServiceType;
  name: string;
  description?: string;
  tagLine?: string;
  sortOrder?: number;
  defaultCapacity: number;
  hidden: boolean;
  media?: { items?: Array<{ image?: Image }>; mainMedia?: { image?: Image }; coverMedia?: { image?: Image } };
  category?: { id: string; name?: string; sortOrder?: number };
  form?: { id: string };
  payment: Payment;
  onlineBooking: { enabled: boolean; requireManualApproval: boolean; allowMultipleRequests: boolean };
  conferencing?: { enabled?: boolean };
  locations: ServiceLocation[];
  bookingPolicy: { id: string } & Partial<BookingPolicy>;
  schedule: ServiceSchedule;
  /** Staff resource ids (appointments: set by the owner; classes and courses: from the sessions). */
  staffMemberIds: string[];
  mainSlug: Slug;
  supportedSlugs: Slug[];
  urls: {
    servicePage: { relativePath: string; url: string };
    bookingPage: { relativePath: string; url: string };
    calendarPage: { relativePath: string; url: string };
  };
  seoData?: Record<string, unknown>;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
  serviceResources?: unknown[];
  primaryResourceType?: string;
  staffMemberDetails?: { staffMembers: Array<{ staffMemberId: string; name?: string; mainMedia?: { image?: Image } }> };
}

/**
 * A weekly working-hours interval (local time of the staff member's `timeZone`), `HH:mm` bounds.
 */
export interface WorkingHoursInterval {
  weekday: Weekday;
  startTime: string;
  endTime: string;
  /** Business location where the staff member works then (absent: any of the service's). */
  locationId?: string;
}

/**
 * A staff member (a bookable resource): `resourceId` is what `service.staffMemberIds` holds.
 */
export interface StaffMember {
  id: string;
  resourceId: string;
  name: string;
  email?: string;
  phone?: string;
  description?: string;
  mainMedia?: { image?: Image };
  timeZone: string;
  workingHours: WorkingHoursInterval[];
  createdDate: string;
  updatedDate: string;
  revision: string;
}

/**
 * A weekly recurring session of a class or course schedule, in the schedule's time zone.
 */
export interface RecurringSession {
  id: string;
  weekday: Weekday;
  /** Local `HH:mm`. */
  startTime: string;
  durationInMinutes: number;
  /** First local date (`YYYY-MM-DD`) the rule applies. */
  startDate: string;
  /** Last local date (inclusive); absent: no end. */
  endDate?: string;
  /** The staff member's `id` (not resource id). */
  staffMemberId?: string;
  /** Business location id. */
  locationId?: string;
}

/**
 * A service's schedule. Appointments have no sessions (availability comes from the staff's working
 * hours, `sessionDurations` and `timeBetweenSessions`); classes and courses have recurring sessions.
 */
export interface ScheduleRecord {
  id: string;
  serviceId: string;
  status: 'ACTIVE' | 'CANCELLED';
  timeZone: string;
  /** Participants per session (class) or for the whole course. */
  capacity: number;
  sessions: RecurringSession[];
}

/**
 * A weekly MASTER calendar event of a class or course schedule (Calendar Events V3). While it is
 * CONFIRMED its schedule holds a {@link RecurringSession} with the same id, which is what
 * availability reads; its INSTANCE events are that session's occurrences.
 */
export interface CalendarEventRecord {
  id: string;
  scheduleId: string;
  serviceId: string;
  title: string;
  type: string;
  status: 'CONFIRMED' | 'CANCELLED';
  timeZone: string;
  /** Local `YYYY-MM-DDThh:mm:ss` of the first occurrence. */
  start: string;
  end: string;
  interval: number;
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  /** Local `YYYY-MM-DDThh:mm:ss` the series ends (absent: no end). */
  until?: string;
  resources: Array<{ id: string; name?: string; type?: string }>;
  location?: { id?: string; type?: string; name?: string; address?: string };
  totalCapacity: number;
  idempotencyKey?: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
}

/**
 * A business location of the site.
 */
export interface BusinessLocation {
  id: string;
  name: string;
  default: boolean;
  address?: Address;
  email?: string;
  phone?: string;
  timeZone?: string;
}

/**
 * A service category.
 */
export interface Category {
  id: string;
  name: string;
  sortOrder: number;
}

/**
 * A booking form (only its id, name and field labels are modelled).
 */
export interface BookingForm {
  id: string;
  name: string;
  default: boolean;
  fields: Array<{ key: string; label: string; required: boolean }>;
}

/**
 * The services domain state (`state.domains.services`).
 */
export interface ServicesState {
  services: Record<string, Service>;
  schedules: Record<string, ScheduleRecord>;
  staff: Record<string, StaffMember>;
  policies: Record<string, BookingPolicy>;
  locations: Record<string, BusinessLocation>;
  categories: Record<string, Category>;
  forms: Record<string, BookingForm>;
  /** The site's time zone (IANA), used for schedules without their own. */
  timeZone: string;
  /** Calendar events (Calendar Events V3 MASTER events) by id; absent in states saved before they existed. */
  events?: Record<string, CalendarEventRecord>;
}

declare module '../../state/types.js' {
  interface DomainStates {
    services: ServicesState;
  }
}

/** The entity FQDN of service events. */
export const SERVICE_FQDN = 'wix.bookings.services.v2.service';
/** The entity FQDN of booking policy events. */
export const POLICY_FQDN = 'wix.bookings.v1.booking_policy';
/** The entity FQDN of staff member events. */
export const STAFF_FQDN = 'wix.bookings.staff.v1.staff_member';
/** The Wix Bookings app id (`service.appId`). */
export const BOOKINGS_APP_ID = '13d21c63-b5ec-5912-8397-c3a5ddb27a97';
