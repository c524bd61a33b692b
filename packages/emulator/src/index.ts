/**
 * `@frontdesk/emulator`: a stateful local implementation of the platform's APIs for tests (through
 * msw, in-process) and apps (as a standalone server). This entry has what tests and apps use: the
 * emulator, its options, the demo data and the test-data helpers. `@frontdesk/emulator/msw` has the
 * msw integration; `@frontdesk/emulator/extend` the building blocks for custom domains and routes.
 *
 * @packageDocumentation
 */
export { createEmulator } from './emulator.js';
export type { Emulator, EmulatorCredentials, EmulatorMswHandler, EmulatorOptions } from './emulator.js';
export type { EmulatorApp, ServerBindings } from './http/app.js';
export type { HandlersOptions } from './msw/handlers.js';
export type { EmulatorServer, ListenOptions } from './server.js';
export type { Clock, ClockOption } from './clock.js';
export type { FaultInfo, FaultSpec } from './faults.js';
export type { EmittedEvent, WebhookDelivery } from './webhooks/webhooks.js';
export type { WebhookEnvelope } from './webhooks/envelope.js';
export type { CreatedApiKey } from './auth/api-keys.js';
export { DataDirError, StateFileError } from './state/persistence.js';

export { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_REDIRECT_URIS, DEMO_SITE_ID, demoSeed } from './seed/demo.js';
export type { SeedData, SeedOption } from './seed/seed.js';

export { DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD, TEST_CAPTCHA_TOKEN } from './domains/identity/index.js';
export type {
  BookingNotificationKind,
  IdentityRecord,
  IdentitySettings,
  OutboxMessage,
  SignOnPolicy,
  TestMemberInput,
} from './domains/identity/index.js';

export { pricingPlans } from './domains/orders/index.js';
export type { CreateOrderInput, PricingPlansApi, PricingPlansHost } from './domains/orders/index.js';
export { DEMO_PLAN_IDS } from './domains/plans/demo.js';
export { DEMO_COUPON_CODE } from './domains/orders/demo.js';
export type { CouponInput } from './domains/orders/coupons.js';
export type { CouponRecord, Order as PlanOrder, OrderStatus, PaymentStatus } from './domains/orders/types.js';
export type { Plan as PricingPlan, PublicPlan as PublicPricingPlan } from './domains/plans/types.js';

export { siteMembers } from './domains/members/index.js';
export type {
  BulkJob as MembersBulkJob,
  CustomFieldDefinition as MemberCustomFieldDefinition,
  DeletionRecord as MemberDeletionRecord,
  DeletionStatus as MemberDeletionStatus,
  DeletionView as MemberDeletionView,
  Member,
  MemberFieldset,
  MemberRole,
  MemberStatus,
  SiteMembersApi,
  SiteMembersHost,
} from './domains/members/index.js';

export {
  DEMO_CATEGORY_IDS,
  DEMO_FORM_ID,
  DEMO_LOCATION_IDS,
  DEMO_POLICY_IDS,
  DEMO_SERVICE_IDS,
  DEMO_STAFF_IDS,
  DEMO_STAFF_RESOURCE_IDS,
  servicesAdmin,
  servicesApi,
} from './domains/services/index.js';
export type {
  BookingForm as ServiceBookingForm,
  BookingPolicy as ServiceBookingPolicy,
  BusinessLocation,
  Category as ServiceCategory,
  RecurringSession,
  ScheduleRecord,
  Service as BookingsService,
  ServiceLocation,
  ServicesAdmin,
  ServicesApi,
  ServicesHost,
  ServicesSource,
  StaffMember as BookingsStaffMember,
  WorkingHoursInterval,
} from './domains/services/index.js';
