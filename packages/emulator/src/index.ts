/**
 * `@frontdesk/emulator`: a stateful local implementation of the platform's APIs for tests (through
 * msw, in-process) and apps (as a standalone server).
 *
 * @packageDocumentation
 */
export { createEmulator } from './emulator.js';
export type { Emulator, EmulatorCredentials, EmulatorOptions } from './emulator.js';

export { decodeQuery } from './query-string.js';
export type { DecodeQueryOptions, DecodedQuery } from './query-string.js';

export {
  PlatformError,
  applicationError,
  conflict,
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
  systemErrorBody,
  unauthenticated,
  validationError,
} from './errors.js';
export type { ErrorEnvelope, FailHelpers, FieldViolation } from './errors.js';
export { oauthError } from './auth/oauth-error.js';
export type { OAuthErrorCode } from './auth/oauth-error.js';

export { createClock } from './clock.js';
export type { Clock, ClockOption } from './clock.js';

export { Faults, parseFaultSpec } from './faults.js';
export type { FaultInfo, FaultSpec } from './faults.js';

export { Webhooks } from './webhooks/webhooks.js';
export type { EmittedEvent, WebhookDelivery } from './webhooks/webhooks.js';
export { buildEnvelope } from './webhooks/envelope.js';
export type { EmitInput, EntityEventData, EventIdentity, WebhookEnvelope } from './webhooks/envelope.js';

export { TokenService } from './auth/tokens.js';
export type { AccessLookup, IssueTokensInput, TokenResponse } from './auth/tokens.js';
export type { GrantContext, GrantHandler, GrantRegistry } from './auth/grants.js';
export type { CallerResolution } from './auth/caller.js';
export type { CreatedApiKey } from './auth/api-keys.js';

export { RouteRegistry } from './routing/registry.js';
export type { RouteMatch, RouteResolution } from './routing/registry.js';
export type { Caller, HttpMethod, Role, RouteContext, RouteDefinition, RouteHandler, RouteOptions } from './routing/types.js';

export { GraphQLRegistry } from './graphql/registry.js';
export type { GraphQLContext, GraphQLContribution, GraphQLRequest, GraphQLResolvers } from './graphql/registry.js';

export type { DomainModule, DomainRegistrar } from './domains/types.js';
export type { EmulatorServices } from './services.js';
export type { StateStore } from './state/store.js';
export type {
  ApiKeyRecord,
  DomainStates,
  EmulatorState,
  OAuthClientRecord,
  SiteRecord,
  TokenRecord,
  TokenRole,
  WebhookKeyRecord,
  WebhookSubscription,
} from './state/types.js';

export { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_REDIRECT_URIS, DEMO_SITE_ID, demoSeed } from './seed/demo.js';
export { DataDirError, StateFileError } from './state/persistence.js';
export type { SeedData, SeedOption } from './seed/seed.js';

export type { HandlersOptions } from './msw.js';
export type { EmulatorServer, ListenOptions } from './server.js';

export { pricingPlans } from './domains/orders/api.js';
export type { CreateOrderInput, PricingPlansApi, PricingPlansHost } from './domains/orders/api.js';
export { DEMO_PLAN_IDS } from './domains/plans/demo.js';
export { DEMO_COUPON_CODE } from './domains/orders/demo.js';
export { HOSTED_CHECKOUT_PATH } from './domains/orders/checkout.js';
export type { CouponInput } from './domains/orders/coupons.js';
export type { CouponRecord, Order as PlanOrder, OrderStatus, PaymentStatus } from './domains/orders/types.js';
export type { Plan as PricingPlan, PublicPlan as PublicPricingPlan } from './domains/plans/types.js';

export {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_MEMBER_PASSWORD,
  IdentityApi,
  IdentityErrorCode,
  KNOWN_REDIRECT_INTENTS,
  Outbox,
  RedirectKindRegistry,
  redirectSessionKinds,
  s256Challenge,
  TEST_CAPTCHA_TOKEN,
  verifyPkce,
} from './domains/identity/index.js';
export type {
  IdentityRecord,
  IdentitySettings,
  OutboxMessage,
  PendingReason,
  RedirectKind,
  RedirectKindContext,
  RedirectSessionRecord,
  SignOnPolicy,
  TestMemberInput,
} from './domains/identity/index.js';
export { currentMember, getMember, findMemberByEmail, projectMember, requireCurrentMember } from './domains/members/index.js';
export type { Member, MemberFieldset, MemberStatus } from './domains/members/index.js';
export { DEFAULT_CUSTOM_FIELDS, siteMembers } from './domains/members/index.js';
export type {
  BulkJob as MembersBulkJob,
  CustomFieldDefinition as MemberCustomFieldDefinition,
  DeletionRecord as MemberDeletionRecord,
  DeletionStatus as MemberDeletionStatus,
  DeletionView as MemberDeletionView,
  MemberRole,
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
  ServicesState,
  StaffMember as BookingsStaffMember,
  WorkingHoursInterval,
} from './domains/services/index.js';
export type {
  Booking as BookingView,
  BookingRecord,
  BookingStatus,
  BookingsState,
  MultiServiceRecord,
} from './domains/bookings/types.js';
