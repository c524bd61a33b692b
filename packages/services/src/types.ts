import type { Float, WireImage } from '@frontdesk/core';
import type { CloneError, InvalidSlugError, LocationType, RateType, ServiceType } from './enums.js';

/*
 * The entity types of Bookings services (v2), from the platform's published type declarations: plain
 * TypeScript, field names as on the wire. `Date` fields arrive as ISO text and `Float` fields as
 * doubles; `scripts/gen-wire.mjs` lists both in `wire.gen.ts`, from which responses are decoded.
 * Queries, searches and their answers live in `search-types.ts`, call arguments in `input-types.ts`,
 * calendar events in `calendar-event-types.ts` (all re-exported here, so the generator sees them).
 */

export type * from './search-types.js';
export type * from './input-types.js';
export type * from './calendar-event-types.js';

/** An amount of money: a decimal string and an ISO-4217 currency. */
export interface Money {
  /** The amount as a decimal string, e.g. `'60'`. */
  value?: string;
  /** ISO-4217 currency code, e.g. `'USD'`. */
  currency?: string;
  /** The amount formatted for display. */
  formattedValue?: string;
}

/** An image (core's {@link WireImage}), with the time its URL expires when it does. */
export interface Image extends WireImage {
  urlExpirationDate?: Date;
}

/** A media item (holds an image). */
export interface MediaItem {
  image?: Image;
}

/** The street part of an address. */
export interface StreetAddress {
  name?: string;
  number?: string;
  apt?: string;
}

/** Coordinates of an address (doubles on the wire). */
export interface Geocode {
  latitude?: Float;
  longitude?: Float;
}

/** A postal address; `geocode` coordinates are numbers. */
export interface Address {
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  formattedAddress?: string;
  addressLine?: string;
  addressLine2?: string;
  streetAddress?: StreetAddress;
  geocode?: Geocode;
  countryFullname?: string;
  subdivisionFullname?: string;
}

/** A business location as a service carries it. */
export interface BusinessLocation {
  id?: string;
  name?: string;
  default?: boolean;
  address?: Address;
  email?: string;
  phone?: string;
}

/** A custom location of a service: its own address. */
export interface CustomLocation {
  id?: string;
  address?: Address;
}

/** A service location: BUSINESS, CUSTOM (with an address) or CUSTOMER; `calculatedAddress` is read-only. */
export interface Location {
  id?: string;
  type?: LocationType;
  business?: BusinessLocation;
  custom?: CustomLocation;
  calculatedAddress?: Address;
}

/** A service slug (`mainSlug`, `supportedSlugs`). */
export interface Slug {
  name?: string;
  custom?: boolean;
  createdDate?: Date;
}

/** One page URL of a service: its path relative to the site and its full URL. */
export interface PageUrl {
  relativePath?: string;
  url?: string;
}

/** A service's page URLs. */
export interface ServiceUrls {
  servicePage?: PageUrl;
  bookingPage?: PageUrl;
  calendarPage?: PageUrl;
}

/** A fixed price (`rateType: 'FIXED'`), with an optional deposit. */
export interface FixedPayment {
  price?: Money;
  deposit?: Money;
  fullUpfrontPaymentAllowed?: boolean;
}

/** A custom rate (`rateType: 'CUSTOM'`): a description instead of a price. */
export interface CustomPayment {
  description?: string;
}

/** A varied price (`rateType: 'VARIED'`): a default, a minimum and a maximum. */
export interface VariedPayment {
  defaultPrice?: Money;
  deposit?: Money;
  minPrice?: Money;
  maxPrice?: Money;
  fullUpfrontPaymentAllowed?: boolean;
}

/** A subscription rate (`rateType: 'SUBSCRIPTION'`): an amount per billing cycle. */
export interface SubscriptionPayment {
  amountPerBillingCycle?: Money;
  frequency?: 'MONTHLY';
  totalPayments?: number;
  firstChargeDate?: 'CHECKOUT' | 'SCHEDULED';
  recurringStartDate?: Date;
  enrollmentFeeAmount?: Money;
}

/** How customers may pay for a service. */
export interface PaymentOptions {
  online?: boolean;
  inPerson?: boolean;
  deposit?: boolean;
  pricingPlan?: boolean;
}

/** A discount applied to a service's price (the `DISCOUNT_INFO_DETAILS` conditional field). */
export interface DiscountInfo {
  discountName?: string;
  priceAfterDiscount?: Money;
}

/** A service's payment: rate type, rate details, accepted options and linked pricing plans. */
export interface Payment {
  rateType?: RateType;
  fixed?: FixedPayment;
  custom?: CustomPayment;
  varied?: VariedPayment;
  subscription?: SubscriptionPayment;
  options?: PaymentOptions;
  pricingPlanIds?: string[];
  addOnOption?: 'ONLINE' | 'IN_PERSON';
  discountInfo?: DiscountInfo;
}

/** A session duration in minutes. */
export interface Duration {
  minutes?: number;
}

/** The minimum and maximum length of a booking, in hours (minutes) or days. */
export interface DurationRange {
  unitType?: 'HOUR' | 'DAY';
  hourOptions?: { minDurationInMinutes?: number; maxDurationInMinutes?: number };
  dayOptions?: { minDurationInDays?: number; maxDurationInDays?: number };
}

/** When a service can be booked: session durations and the time between sessions. */
export interface AvailabilityConstraints {
  durations?: Duration[];
  sessionDurations?: number[];
  timeBetweenSessions?: number;
  durationRange?: DurationRange;
}

/** A service's schedule: its id, first and last session (courses) and availability constraints. */
export interface Schedule {
  id?: string;
  firstSessionStart?: Date;
  lastSessionEnd?: Date;
  availabilityConstraints?: AvailabilityConstraints;
}

/** A policy that is on or off with a free-text description. */
export interface PolicyDescription {
  enabled?: boolean;
  description?: string;
}

/** How long in advance a session can be booked at the earliest. */
export interface LimitEarlyBookingPolicy {
  enabled?: boolean;
  earliestBookingInMinutes?: number;
}

/** How long before a session it can be booked at the latest. */
export interface LimitLateBookingPolicy {
  enabled?: boolean;
  latestBookingInMinutes?: number;
}

/** Whether a session can be booked after it started. */
export interface BookAfterStartPolicy {
  enabled?: boolean;
}

/** Whether and until when customers may cancel. */
export interface CancellationPolicy {
  enabled?: boolean;
  limitLatestCancellation?: boolean;
  latestCancellationInMinutes?: number;
  allowAnonymous?: boolean;
}

/** Whether and until when customers may reschedule. */
export interface ReschedulePolicy {
  enabled?: boolean;
  limitLatestReschedule?: boolean;
  latestRescheduleInMinutes?: number;
  allowAnonymous?: boolean;
}

/** The waitlist of full sessions: its capacity and how long a freed spot is held. */
export interface WaitlistPolicy {
  enabled?: boolean;
  capacity?: number;
  reservationTimeInMinutes?: number;
}

/** How many participants one booking may hold. */
export interface ParticipantsPolicy {
  maxParticipantsPerBooking?: number;
}

/** Whether bookings take resources and may assign them automatically. */
export interface ResourcesPolicy {
  enabled?: boolean;
  autoAssignAllowed?: boolean;
}

/** The fee of cancelling within a window before the session: an amount or a percentage. */
export interface CancellationWindow {
  amount?: Money;
  percentage?: string;
  startInMinutes?: number;
}

/** Late-cancellation fees, by window. */
export interface CancellationFeePolicy {
  enabled?: boolean;
  cancellationWindows?: CancellationWindow[];
  autoCollectFeeEnabled?: boolean;
}

/** Whether a customer's card is saved at booking (to collect fees later). */
export interface SaveCreditCardPolicy {
  enabled?: boolean;
}

/** A booking policy: booking window, cancellation and reschedule windows, waitlist, participants and more. */
export interface BookingPolicy {
  id?: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  name?: string;
  default?: boolean;
  customPolicyDescription?: PolicyDescription;
  limitEarlyBookingPolicy?: LimitEarlyBookingPolicy;
  limitLateBookingPolicy?: LimitLateBookingPolicy;
  bookAfterStartPolicy?: BookAfterStartPolicy;
  cancellationPolicy?: CancellationPolicy;
  reschedulePolicy?: ReschedulePolicy;
  waitlistPolicy?: WaitlistPolicy;
  participantsPolicy?: ParticipantsPolicy;
  resourcesPolicy?: ResourcesPolicy;
  cancellationFeePolicy?: CancellationFeePolicy;
  saveCreditCardPolicy?: SaveCreditCardPolicy;
}

/** A staff member as a service lists it (`staffMemberDetails.staffMembers`). */
export interface ServiceStaffMember {
  staffMemberId?: string;
  name?: string;
  mainMedia?: MediaItem;
}

/** The staff members of a service (the `STAFF_MEMBER_DETAILS` conditional field). */
export interface StaffMemberDetails {
  staffMembers?: ServiceStaffMember[];
}

/** A service's media: its gallery, main image and cover image. */
export interface ServiceMedia {
  items?: MediaItem[];
  mainMedia?: MediaItem;
  coverMedia?: MediaItem;
}

/** A category of services (also what queryCategories lists). */
export interface Category {
  id?: string;
  name?: string;
  sortOrder?: number;
}

/** The booking form of a service. */
export interface ServiceForm {
  id?: string;
}

/** Whether a service can be booked online, and how. */
export interface OnlineBooking {
  enabled?: boolean;
  requireManualApproval?: boolean;
  allowMultipleRequests?: boolean;
}

/** Whether sessions get a video conference link. */
export interface Conferencing {
  enabled?: boolean;
}

/** Extra fields by app namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/** A group of add-ons customers may choose from, up to `maxNumberOfAddOns`. */
export interface AddOnGroup {
  id?: string;
  name?: string;
  maxNumberOfAddOns?: number;
  addOnIds?: string[];
  prompt?: string;
}

/** How long an add-on lengthens a session. */
export interface AddOnDetails {
  addOnId?: string;
  durationInMinutes?: number;
}

/** Which address taxes are computed from. */
export interface TaxableAddress {
  taxableAddressType?: string;
}

/** A Bookings service (v2): an appointment, class or course, with every field of the platform's `Service`. */
export interface Service {
  id?: string;
  appId?: string;
  createdByAppId?: string;
  type?: ServiceType;
  sortOrder?: number;
  name?: string;
  description?: string;
  tagLine?: string;
  defaultCapacity?: number;
  media?: ServiceMedia;
  hidden?: boolean;
  category?: Category;
  form?: ServiceForm;
  payment?: Payment;
  onlineBooking?: OnlineBooking;
  conferencing?: Conferencing;
  locations?: Location[];
  bookingPolicy?: BookingPolicy;
  schedule?: Schedule;
  staffMemberIds?: string[];
  staffMemberDetails?: StaffMemberDetails;
  serviceResources?: Record<string, unknown>[];
  supportedSlugs?: Slug[];
  mainSlug?: Slug;
  urls?: ServiceUrls;
  extendedFields?: ExtendedFields;
  seoData?: Record<string, unknown>;
  createdDate?: Date;
  updatedDate?: Date;
  revision?: string;
  addOnGroups?: AddOnGroup[];
  addOnDetails?: AddOnDetails[];
  taxableAddress?: TaxableAddress;
  primaryResourceType?: string;
}

/** `{ service }`: what most service calls answer (they resolve with the service). */
export interface ServiceResponse {
  service: Service;
}

/** An empty answer (deleteService). */
export type EmptyResponse = Record<string, never>;

/** One item's outcome in a bulk answer. */
export interface BulkItemMetadata {
  id?: string;
  originalIndex?: number;
  success?: boolean;
  error?: BulkItemError;
}

/** Why one item of a bulk call failed. */
export interface BulkItemError {
  code?: string;
  description?: string;
  data?: Record<string, unknown>;
}

/** One item of a bulk answer: its metadata (success or error) and the service when asked. */
export interface BulkServiceResult {
  itemMetadata?: BulkItemMetadata;
  item?: Service;
}

/** The totals of a bulk answer. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/** A bulk answer: per-item results and totals. */
export interface BulkServicesResponse {
  results?: BulkServiceResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** A by-filter bulk answer: the id of the job doing the work. */
export interface BulkJobResponse {
  jobId?: string;
}

/** setCustomSlug's answer: the new slug and the service. */
export interface SetCustomSlugResponse {
  slug?: Slug;
  service?: Service;
}

/** validateSlug's answer (never an error for an invalid slug). */
export interface ValidateSlugResponse {
  valid?: boolean;
  slug?: string;
  errors?: InvalidSlugError[];
}

/** cloneService's answer: the new service and the parts that could not be copied. */
export interface CloneServiceResponse {
  service?: Service;
  errors?: CloneError[];
}

/** A staff member as staff webhook events carry it. */
export interface StaffMember {
  id?: string;
  name?: string;
  email?: string;
  phone?: string;
  description?: string;
  resourceId?: string;
  mainMedia?: MediaItem;
  createdDate?: Date;
  updatedDate?: Date;
  revision?: string;
}

/** The body of the staff member action events (connected to, disconnected from a user; fully created). */
export interface StaffMemberActionBody {
  staffMember?: StaffMember;
}

/** The body of the default-booking-policy-set event: the current (and previous) default policy. */
export interface DefaultBookingPolicySetBody {
  currentDefaultBookingPolicy?: BookingPolicy;
  previousDefaultBookingPolicy?: BookingPolicy;
}
