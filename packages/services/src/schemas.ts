import * as z from 'zod/mini';
import { float, timestamp } from '@frontdesk/core';
import { LocationTypeSchema, RateTypeSchema, ServiceTypeSchema } from './enums.js';

/*
 * Response (entity) schemas of Bookings services (v2), from the platform's published type
 * declarations. Field names are the wire names; `timestamp()` fields become `Date`s and `float()`
 * fields numbers. Booking policies, query results and search results live in `results.ts`.
 */

const str = () => z.optional(z.string());
const num = () => z.optional(z.number());
const bool = () => z.optional(z.boolean());

/**
 * An amount of money: a decimal string and an ISO-4217 currency.
 *
 * @example
 * ```ts
 * const price: Money = { value: '60', currency: 'USD' };
 * ```
 */
export const MoneySchema = z.object({ value: str(), currency: str(), formattedValue: str() });
/** The type of {@link MoneySchema}. @example `const price: Money = { value: '60', currency: 'USD' };` */
export type Money = z.infer<typeof MoneySchema>;

/**
 * An image: `{id, url, width, height, altText, filename}` (and when its URL expires).
 *
 * @example
 * ```ts
 * const src = service.media?.mainMedia?.image?.url;
 * ```
 */
export const ImageSchema = z.object({ id: str(), url: str(), width: num(), height: num(), altText: str(), filename: str(), urlExpirationDate: z.optional(timestamp()) });
/** The type of {@link ImageSchema}. @example `const image: Image = { url: 'https://example.com/a.jpg' };` */
export type Image = z.infer<typeof ImageSchema>;

/**
 * A media item (holds an image).
 *
 * @example
 * ```ts
 * service.media?.items?.map((item) => item.image?.url);
 * ```
 */
export const MediaItemSchema = z.object({ image: z.optional(ImageSchema) });
/** The type of {@link MediaItemSchema}. @example `const item: MediaItem = { image: { url } };` */
export type MediaItem = z.infer<typeof MediaItemSchema>;

const AddressSchemaShape = {
  city: str(),
  subdivision: str(),
  country: str(),
  postalCode: str(),
  formattedAddress: str(),
  addressLine: str(),
  addressLine2: str(),
  streetAddress: z.optional(z.object({ name: str(), number: str(), apt: str() })),
  geocode: z.optional(z.object({ latitude: z.optional(float()), longitude: z.optional(float()) })),
  countryFullname: str(),
  subdivisionFullname: str(),
};
/** The zod type of {@link AddressSchema}, named so declarations refer to it. @example `const schema: AddressSchemaType = AddressSchema;` */
export interface AddressSchemaType extends z.ZodMiniObject<typeof AddressSchemaShape, z.core.$strip> {}
/**
 * An address; `geocode` coordinates are numbers.
 *
 * @example
 * ```ts
 * const { latitude, longitude } = address.geocode ?? {};
 * ```
 */
export const AddressSchema: AddressSchemaType = z.object(AddressSchemaShape);
/** The type of {@link AddressSchema}. @example `const address: Address = { city: 'Brooklyn', country: 'US' };` */
export type Address = z.infer<typeof AddressSchema>;

/**
 * A business location as a service carries it.
 *
 * @example
 * ```ts
 * location.business?.name;
 * ```
 */
export const BusinessLocationSchema = z.object({ id: str(), name: str(), default: bool(), address: z.optional(AddressSchema), email: str(), phone: str() });
/** The type of {@link BusinessLocationSchema}. @example `const business: BusinessLocation = { id, name: 'Studio' };` */
export type BusinessLocation = z.infer<typeof BusinessLocationSchema>;

const LocationSchemaShape = {
  id: str(),
  type: z.optional(LocationTypeSchema),
  business: z.optional(BusinessLocationSchema),
  custom: z.optional(z.object({ id: str(), address: z.optional(AddressSchema) })),
  calculatedAddress: z.optional(AddressSchema),
};
/** The zod type of {@link LocationSchema}, named so declarations refer to it. @example `const schema: LocationSchemaType = LocationSchema;` */
export interface LocationSchemaType extends z.ZodMiniObject<typeof LocationSchemaShape, z.core.$strip> {}
/**
 * A service location: BUSINESS, CUSTOM (with an address) or CUSTOMER; `calculatedAddress` is read-only.
 *
 * @example
 * ```ts
 * service.locations?.map((l) => l.calculatedAddress?.formattedAddress);
 * ```
 */
export const LocationSchema: LocationSchemaType = z.object(LocationSchemaShape);
/** The type of {@link LocationSchema}. @example `const location: Location = { type: 'CUSTOMER' };` */
export type Location = z.infer<typeof LocationSchema>;

/**
 * A service slug (`mainSlug`, `supportedSlugs`).
 *
 * @example
 * ```ts
 * service.mainSlug?.name; // 'private-yoga-session'
 * ```
 */
export const SlugSchema = z.object({ name: str(), custom: bool(), createdDate: z.optional(timestamp()) });
/** The type of {@link SlugSchema}. @example `const slug: Slug = { name: 'yoga', custom: true };` */
export type Slug = z.infer<typeof SlugSchema>;

const PageUrlSchema = z.object({ relativePath: str(), url: str() });

/**
 * A service's page URLs.
 *
 * @example
 * ```ts
 * window.location.href = service.urls?.bookingPage?.url ?? '/';
 * ```
 */
export const ServiceUrlsSchema = z.object({ servicePage: z.optional(PageUrlSchema), bookingPage: z.optional(PageUrlSchema), calendarPage: z.optional(PageUrlSchema) });
/** The type of {@link ServiceUrlsSchema}. @example `const urls: ServiceUrls = {};` */
export type ServiceUrls = z.infer<typeof ServiceUrlsSchema>;

const PaymentSchemaShape = {
  rateType: z.optional(RateTypeSchema),
  fixed: z.optional(z.object({ price: z.optional(MoneySchema), deposit: z.optional(MoneySchema), fullUpfrontPaymentAllowed: bool() })),
  custom: z.optional(z.object({ description: str() })),
  varied: z.optional(
    z.object({ defaultPrice: z.optional(MoneySchema), deposit: z.optional(MoneySchema), minPrice: z.optional(MoneySchema), maxPrice: z.optional(MoneySchema), fullUpfrontPaymentAllowed: bool() }),
  ),
  subscription: z.optional(
    z.object({
      amountPerBillingCycle: z.optional(MoneySchema),
      frequency: z.optional(z.enum(['MONTHLY'])),
      totalPayments: num(),
      firstChargeDate: z.optional(z.enum(['CHECKOUT', 'SCHEDULED'])),
      recurringStartDate: z.optional(timestamp()),
      enrollmentFeeAmount: z.optional(MoneySchema),
    }),
  ),
  options: z.optional(z.object({ online: bool(), inPerson: bool(), deposit: bool(), pricingPlan: bool() })),
  pricingPlanIds: z.optional(z.array(z.string())),
  addOnOption: z.optional(z.enum(['ONLINE', 'IN_PERSON'])),
  discountInfo: z.optional(z.object({ discountName: str(), priceAfterDiscount: z.optional(MoneySchema) })),
};
/** The zod type of {@link PaymentSchema}, named so declarations refer to it. @example `const schema: PaymentSchemaType = PaymentSchema;` */
export interface PaymentSchemaType extends z.ZodMiniObject<typeof PaymentSchemaShape, z.core.$strip> {}
/**
 * A service's payment: rate type, rate details, accepted options and linked pricing plans.
 *
 * @example
 * ```ts
 * service.payment?.fixed?.price?.value;
 * ```
 */
export const PaymentSchema: PaymentSchemaType = z.object(PaymentSchemaShape);
/** The type of {@link PaymentSchema}. @example `const payment: Payment = { rateType: 'NO_FEE' };` */
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * A service's schedule: its id, first and last session (courses) and availability constraints.
 *
 * @example
 * ```ts
 * service.schedule?.firstSessionStart?.toLocaleDateString();
 * ```
 */
export const ScheduleSchema = z.object({
  id: str(),
  firstSessionStart: z.optional(timestamp()),
  lastSessionEnd: z.optional(timestamp()),
  availabilityConstraints: z.optional(
    z.object({
      durations: z.optional(z.array(z.object({ minutes: num() }))),
      sessionDurations: z.optional(z.array(z.number())),
      timeBetweenSessions: num(),
      durationRange: z.optional(
        z.object({
          unitType: z.optional(z.enum(['HOUR', 'DAY'])),
          hourOptions: z.optional(z.object({ minDurationInMinutes: num(), maxDurationInMinutes: num() })),
          dayOptions: z.optional(z.object({ minDurationInDays: num(), maxDurationInDays: num() })),
        }),
      ),
    }),
  ),
});
/** The type of {@link ScheduleSchema}. @example `const schedule: Schedule = { id };` */
export type Schedule = z.infer<typeof ScheduleSchema>;

const BookingPolicySchemaShape = {
  id: str(),
  revision: str(),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  name: str(),
  default: bool(),
  customPolicyDescription: z.optional(z.object({ enabled: bool(), description: str() })),
  limitEarlyBookingPolicy: z.optional(z.object({ enabled: bool(), earliestBookingInMinutes: num() })),
  limitLateBookingPolicy: z.optional(z.object({ enabled: bool(), latestBookingInMinutes: num() })),
  bookAfterStartPolicy: z.optional(z.object({ enabled: bool() })),
  cancellationPolicy: z.optional(z.object({ enabled: bool(), limitLatestCancellation: bool(), latestCancellationInMinutes: num(), allowAnonymous: bool() })),
  reschedulePolicy: z.optional(z.object({ enabled: bool(), limitLatestReschedule: bool(), latestRescheduleInMinutes: num(), allowAnonymous: bool() })),
  waitlistPolicy: z.optional(z.object({ enabled: bool(), capacity: num(), reservationTimeInMinutes: num() })),
  participantsPolicy: z.optional(z.object({ maxParticipantsPerBooking: num() })),
  resourcesPolicy: z.optional(z.object({ enabled: bool(), autoAssignAllowed: bool() })),
  cancellationFeePolicy: z.optional(
    z.object({
      enabled: bool(),
      cancellationWindows: z.optional(z.array(z.object({ amount: z.optional(MoneySchema), percentage: str(), startInMinutes: num() }))),
      autoCollectFeeEnabled: bool(),
    }),
  ),
  saveCreditCardPolicy: z.optional(z.object({ enabled: bool() })),
};
/**
 * The zod type of {@link BookingPolicySchema}, named so declarations refer to it instead of repeating it.
 *
 * @example
 * ```ts
 * const schema: BookingPolicySchemaType = BookingPolicySchema;
 * ```
 */
export interface BookingPolicySchemaType extends z.ZodMiniObject<typeof BookingPolicySchemaShape, z.core.$strip> {}
/**
 * A booking policy: booking window, cancellation and reschedule windows, waitlist, participants and more.
 *
 * @example
 * ```ts
 * policy.cancellationPolicy?.latestCancellationInMinutes;
 * ```
 */
export const BookingPolicySchema: BookingPolicySchemaType = z.object(BookingPolicySchemaShape);
/** The type of {@link BookingPolicySchema}. @example `const policy: BookingPolicy = { id, name: 'Standard' };` */
export type BookingPolicy = z.infer<typeof BookingPolicySchema>;

/**
 * A staff member as a service lists it (`staffMemberDetails.staffMembers`).
 *
 * @example
 * ```ts
 * service.staffMemberDetails?.staffMembers?.map((s) => s.name);
 * ```
 */
export const ServiceStaffMemberSchema = z.object({ staffMemberId: str(), name: str(), mainMedia: z.optional(MediaItemSchema) });
/** The type of {@link ServiceStaffMemberSchema}. @example `const staff: ServiceStaffMember = { name: 'Maya' };` */
export type ServiceStaffMember = z.infer<typeof ServiceStaffMemberSchema>;

const ServiceSchemaShape = {
  id: str(),
  appId: str(),
  createdByAppId: str(),
  type: z.optional(ServiceTypeSchema),
  sortOrder: num(),
  name: str(),
  description: str(),
  tagLine: str(),
  defaultCapacity: num(),
  media: z.optional(z.object({ items: z.optional(z.array(MediaItemSchema)), mainMedia: z.optional(MediaItemSchema), coverMedia: z.optional(MediaItemSchema) })),
  hidden: bool(),
  category: z.optional(z.object({ id: str(), name: str(), sortOrder: num() })),
  form: z.optional(z.object({ id: str() })),
  payment: z.optional(PaymentSchema),
  onlineBooking: z.optional(z.object({ enabled: bool(), requireManualApproval: bool(), allowMultipleRequests: bool() })),
  conferencing: z.optional(z.object({ enabled: bool() })),
  locations: z.optional(z.array(LocationSchema)),
  bookingPolicy: z.optional(BookingPolicySchema),
  schedule: z.optional(ScheduleSchema),
  staffMemberIds: z.optional(z.array(z.string())),
  staffMemberDetails: z.optional(z.object({ staffMembers: z.optional(z.array(ServiceStaffMemberSchema)) })),
  serviceResources: z.optional(z.array(z.record(z.string(), z.unknown()))),
  supportedSlugs: z.optional(z.array(SlugSchema)),
  mainSlug: z.optional(SlugSchema),
  urls: z.optional(ServiceUrlsSchema),
  extendedFields: z.optional(z.object({ namespaces: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))) })),
  seoData: z.optional(z.record(z.string(), z.unknown())),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  revision: str(),
  addOnGroups: z.optional(z.array(z.object({ id: str(), name: str(), maxNumberOfAddOns: num(), addOnIds: z.optional(z.array(z.string())), prompt: str() }))),
  addOnDetails: z.optional(z.array(z.object({ addOnId: str(), durationInMinutes: num() }))),
  taxableAddress: z.optional(z.object({ taxableAddressType: str() })),
  primaryResourceType: str(),
};
/**
 * The zod type of {@link ServiceSchema}, named so declarations refer to it instead of repeating it.
 *
 * @example
 * ```ts
 * const schema: ServiceSchemaType = ServiceSchema;
 * ```
 */
export interface ServiceSchemaType extends z.ZodMiniObject<typeof ServiceSchemaShape, z.core.$strip> {}
/**
 * A Bookings service (v2): every field of the platform's `Service`.
 *
 * @example
 * ```ts
 * const service = await getService(client, serviceId);
 * console.log(service.name, service.type, service.createdDate?.toISOString());
 * ```
 */
export const ServiceSchema: ServiceSchemaType = z.object(ServiceSchemaShape);
/** The type of {@link ServiceSchema}. @example `const name = (service: Service) => service.name ?? 'Untitled';` */
export type Service = z.infer<typeof ServiceSchema>;
