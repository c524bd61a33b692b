/**
 * `@frontdesk/emulator/extend`: the emulator's building blocks, for custom domain modules and routes
 * (`createEmulator({ domains })`, `emulator.use()`, `emulator.route()`) and for reading its state: the
 * registries, services, error helpers, query decoding, state records and member and sign-in helpers.
 * These follow the emulator's internals and change more often than the root entry.
 *
 * @packageDocumentation
 */
export { decodeQuery } from '../query-string.js';
export type { DecodeQueryOptions, DecodedQuery } from '../query-string.js';

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
} from '../errors.js';
export type { ErrorEnvelope, FailHelpers, FieldViolation } from '../errors.js';
export { oauthError } from '../auth/oauth-error.js';
export type { OAuthErrorCode } from '../auth/oauth-error.js';

export { createClock } from '../clock.js';

export { Faults, parseFaultSpec } from '../faults.js';

export { Webhooks } from '../webhooks/webhooks.js';
export { buildEnvelope } from '../webhooks/envelope.js';
export type { EmitInput, EntityEventData, EventIdentity } from '../webhooks/envelope.js';

export { TokenService } from '../auth/tokens.js';
export type { AccessLookup, IssueTokensInput, TokenResponse } from '../auth/tokens.js';
export type { GrantContext, GrantHandler, GrantRegistry } from '../auth/grants.js';
export type { CallerResolution } from '../auth/caller.js';

export { RouteRegistry } from '../routing/registry.js';
export type { RouteMatch, RouteResolution } from '../routing/registry.js';
export type { Caller, HttpMethod, Role, RouteContext, RouteDefinition, RouteHandler, RouteOptions } from '../routing/types.js';

export { GraphQLRegistry } from '../graphql/registry.js';
export type { GraphQLContext, GraphQLContribution, GraphQLRequest, GraphQLResolvers } from '../graphql/registry.js';

export type { DomainModule, DomainRegistrar } from '../domains/types.js';
export type { EmulatorAbout, EmulatorServices } from '../emulator-services.js';
export type { StateStore } from '../state/store.js';
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
} from '../state/types.js';

export {
  IdentityApi,
  IdentityErrorCode,
  KNOWN_REDIRECT_INTENTS,
  Outbox,
  RedirectKindRegistry,
  redirectSessionKinds,
} from '../domains/identity/index.js';
export type { PendingReason, RedirectKind, RedirectKindContext, RedirectSessionRecord } from '../domains/identity/index.js';

export {
  currentMember,
  DEFAULT_CUSTOM_FIELDS,
  findMemberByEmail,
  getMember,
  projectMember,
  requireCurrentMember,
} from '../domains/members/index.js';

export type { ServicesState } from '../domains/services/index.js';
export type {
  Booking as BookingView,
  BookingRecord,
  BookingStatus,
  BookingsState,
  MultiServiceRecord,
} from '../domains/bookings/types.js';
