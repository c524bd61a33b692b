/**
 * What maps to what: the name-by-name table of docs/migrating.md as data. Every row of the guide's
 * tables is here, and every Frontdesk name here is an export of the package it is imported from;
 * test/mapping.test.ts checks both (against the guide and against the packages' real exports), so
 * the table cannot drift from either.
 */

/** A Frontdesk package the converted code imports from. */
export type FrontdeskPackage =
  | '@frontdesk/core'
  | '@frontdesk/services'
  | '@frontdesk/bookings'
  | '@frontdesk/members'
  | '@frontdesk/plans'
  | '@frontdesk/orders'
  | '@frontdesk/identity';

/** The official packages the tool replaces. */
export const OFFICIAL_PACKAGES = [
  '@wix/sdk',
  '@wix/bookings',
  '@wix/members',
  '@wix/pricing-plans',
  '@wix/identity',
  '@wix/redirects',
] as const;

/** One of {@link OFFICIAL_PACKAGES}. */
export type OfficialPackage = (typeof OFFICIAL_PACKAGES)[number];

/** How a paged call's result changes: the official collection property becomes `items`, the rest moves under `response`. */
export interface PageResult {
  kind: 'page';
  /** The official response's collection property (`plans`, `orders`, `members`, ...). */
  items: string;
}

/** The official response wraps the entity (`{ service }`); the Frontdesk call returns the entity itself. */
export interface UnwrapResult {
  kind: 'unwrap';
  /** The wrapping property (`service`). */
  property: string;
}

/** How an official query builder (`queryX().eq(...).find()`) becomes a query object. */
export interface BuilderQuery {
  /** Offset paging (`paging: { limit, offset }`) or cursor paging (`cursorPaging: { limit, cursor }`). */
  paging: 'offset' | 'cursor';
  /** The sort property of the query object: `sort`, or `sorting` for members. */
  sort: 'sort' | 'sorting';
}

/** One official module function and its Frontdesk counterpart. */
export interface CallMapping {
  /** The Frontdesk function (the official name unless renamed). */
  to: string;
  /** When the result's shape differs. */
  result?: PageResult | UnwrapResult;
  /** When the official function is also a query builder (called without a query object). */
  builder?: BuilderQuery;
}

/** An official module (`plans` of `@wix/pricing-plans`) and where its calls go. */
export interface ModuleMapping {
  /** The module's export name in its official package. */
  module: string;
  officialPackage: OfficialPackage;
  /** The generated package that declares the module's functions (how the type checker names them). */
  declaredIn: string;
  target: FrontdeskPackage;
  /** The anchor of the module's table in docs/migrating.md. */
  section: string;
  calls: Record<string, CallMapping>;
}

const same = (name: string, extra: Omit<CallMapping, 'to'> = {}): [string, CallMapping] => [name, { to: name, ...extra }];
const page = (items: string): PageResult => ({ kind: 'page', items });
const calls = (...entries: [string, CallMapping][]): Record<string, CallMapping> => Object.fromEntries(entries);

/** Every official module of the guide's tables. */
export const MODULES: readonly ModuleMapping[] = [
  {
    module: 'services',
    officialPackage: '@wix/bookings',
    declaredIn: '@wix/auto_sdk_bookings_services',
    target: '@frontdesk/services',
    section: 'services-wixbookings--frontdeskservices',
    calls: calls(
      same('createService'),
      same('getService'),
      same('updateService'),
      same('bulkUpdateServices'),
      same('bulkUpdateServicesByFilter'),
      same('deleteService'),
      same('bulkDeleteServices'),
      same('bulkDeleteServicesByFilter'),
      same('queryServices', { result: page('services'), builder: { paging: 'offset', sort: 'sort' } }),
      same('searchServices', { result: page('services') }),
      same('queryPolicies', { result: page('bookingPolicies') }),
      same('queryBookingForms', { result: page('bookingForms') }),
      same('countServices'),
      same('queryLocations'),
      same('queryCategories'),
      same('setServiceLocations', { result: { kind: 'unwrap', property: 'service' } }),
      same('enablePricingPlansForService', { result: { kind: 'unwrap', property: 'service' } }),
      same('disablePricingPlansForService', { result: { kind: 'unwrap', property: 'service' } }),
      same('setCustomSlug'),
      same('validateSlug'),
      same('cloneService'),
    ),
  },
  {
    module: 'availabilityCalendar',
    officialPackage: '@wix/bookings',
    declaredIn: '@wix/auto_sdk_bookings_availability-calendar',
    target: '@frontdesk/bookings',
    section: 'bookings-and-availability-wixbookings--frontdeskbookings',
    calls: calls(
      same('queryAvailability'),
      same('getScheduleAvailability'),
      same('calculateMultiSlotAvailability', { result: page('slots') }),
    ),
  },
  {
    module: 'extendedBookings',
    officialPackage: '@wix/bookings',
    declaredIn: '@wix/auto_sdk_bookings_extended-bookings',
    target: '@frontdesk/bookings',
    section: 'bookings-and-availability-wixbookings--frontdeskbookings',
    calls: calls(
      ['query', { to: 'legacyQueryExtendedBookings', result: page('extendedBookings') }],
      same('queryExtendedBookings', { result: page('extendedBookings'), builder: { paging: 'cursor', sort: 'sort' } }),
      same('countExtendedBookings'),
    ),
  },
  {
    module: 'bookings',
    officialPackage: '@wix/bookings',
    declaredIn: '@wix/auto_sdk_bookings_bookings',
    target: '@frontdesk/bookings',
    section: 'bookings-and-availability-wixbookings--frontdeskbookings',
    calls: calls(
      same('createBooking'),
      same('bulkCreateBooking'),
      same('confirmOrDeclineBooking'),
      same('bulkConfirmOrDeclineBooking'),
      same('rescheduleBooking'),
      same('confirmBooking'),
      same('declineBooking'),
      same('cancelBooking'),
      same('updateNumberOfParticipants'),
      same('updateExtendedFields'),
      same('createMultiServiceBooking'),
      same('rescheduleMultiServiceBooking'),
      same('getMultiServiceBookingAvailability'),
      same('cancelMultiServiceBooking'),
      same('markMultiServiceBookingAsPending'),
      same('confirmMultiServiceBooking'),
      same('declineMultiServiceBooking'),
      same('bulkGetMultiServiceBookingAllowedActions'),
      same('getMultiServiceBooking'),
      same('addBookingsToMultiServiceBooking'),
      same('removeBookingsFromMultiServiceBooking'),
    ),
  },
  {
    module: 'members',
    officialPackage: '@wix/members',
    declaredIn: '@wix/auto_sdk_members_members',
    target: '@frontdesk/members',
    section: 'members-wixmembers--frontdeskmembers',
    calls: calls(
      same('getCurrentMember'),
      same('updateCurrentMemberSlug'),
      same('updateMemberSlug'),
      same('joinCommunity'),
      same('leaveCommunity'),
      same('getMember'),
      same('listMembers', { result: page('members') }),
      same('queryMembers', { result: page('members'), builder: { paging: 'offset', sort: 'sorting' } }),
      same('muteMember'),
      same('unmuteMember'),
      same('approveMember'),
      same('blockMember'),
      same('disconnectMember'),
      same('deleteMember'),
      same('deleteMyMember'),
      same('bulkDeleteMembers'),
      same('bulkDeleteMembersByFilter'),
      same('bulkApproveMembers'),
      same('bulkBlockMembers'),
      same('createMember'),
      same('updateMember'),
      same('deleteMemberPhones'),
      same('deleteMemberEmails'),
      same('deleteMemberAddresses'),
    ),
  },
  {
    module: 'plans',
    officialPackage: '@wix/pricing-plans',
    declaredIn: '@wix/auto_sdk_pricing-plans_plans',
    target: '@frontdesk/plans',
    section: 'pricing-plans-wixpricing-plans--frontdeskplans',
    calls: calls(
      same('queryPublicPlans', { result: page('plans'), builder: { paging: 'offset', sort: 'sort' } }),
      same('listPublicPlans', { result: page('plans') }),
      same('getPlan'),
      same('listPlans', { result: page('plans') }),
      same('getPlanStats'),
      same('createPlan'),
      same('updatePlan'),
      same('setPlanVisibility'),
      same('makePlanPrimary'),
      same('clearPrimary'),
      same('archivePlan'),
    ),
  },
  {
    module: 'orders',
    officialPackage: '@wix/pricing-plans',
    declaredIn: '@wix/auto_sdk_pricing-plans_orders',
    target: '@frontdesk/orders',
    section: 'pricing-plan-orders-wixpricing-plans--frontdeskorders',
    calls: calls(
      same('memberGetOrder'),
      same('memberListOrders', { result: page('orders') }),
      same('requestCancellation'),
      same('createOnlineOrder'),
      same('createOfflineOrder'),
      same('getOnlineOrderPreview'),
      same('getOfflineOrderPreview'),
      same('getPricePreview'),
      same('managementGetOrder'),
      same('managementListOrders', { result: page('orders') }),
      same('postponeEndDate'),
      same('cancelOrder'),
      same('markAsPaid'),
      same('pauseOrder'),
      same('resumeOrder'),
    ),
  },
  {
    module: 'redirects',
    officialPackage: '@wix/redirects',
    declaredIn: '@wix/auto_sdk_redirects_redirects',
    target: '@frontdesk/identity',
    section: 'identity-sign-in-and-redirects-wixidentity-wixredirects--frontdeskidentity',
    calls: calls(same('createRedirectSession')),
  },
  {
    module: 'authentication',
    officialPackage: '@wix/identity',
    declaredIn: '@wix/auto_sdk_identity_authentication',
    target: '@frontdesk/identity',
    section: 'identity-sign-in-and-redirects-wixidentity-wixredirects--frontdeskidentity',
    calls: calls(
      same('registerV2'),
      same('loginV2'),
      same('changePassword'),
      same('loginCallback'),
      same('signOn'),
      ['logout', { to: 'endSession' }],
      ['verify', { to: 'verifyFactor' }],
    ),
  },
  {
    module: 'recovery',
    officialPackage: '@wix/identity',
    declaredIn: '@wix/auto_sdk_identity_recovery',
    target: '@frontdesk/identity',
    section: 'identity-sign-in-and-redirects-wixidentity-wixredirects--frontdeskidentity',
    calls: calls(same('sendRecoveryEmail'), same('sendActivationEmail'), same('recover')),
  },
  {
    module: 'verification',
    officialPackage: '@wix/identity',
    declaredIn: '@wix/auto_sdk_identity_verification',
    target: '@frontdesk/identity',
    section: 'identity-sign-in-and-redirects-wixidentity-wixredirects--frontdeskidentity',
    calls: calls(['start', { to: 'startVerification' }], same('verifyDuringAuthentication'), same('resendDuringAuthentication')),
  },
];

/** The module whose functions the generated package `declaredIn` declares. */
export function moduleDeclaredIn(declaredIn: string): ModuleMapping | undefined {
  return MODULES.find((mapping) => mapping.declaredIn === declaredIn);
}

/** The module exported as `module` by the official package `officialPackage`. */
export function moduleExportedAs(officialPackage: string, module: string): ModuleMapping | undefined {
  return MODULES.find((mapping) => mapping.officialPackage === officialPackage && mapping.module === module);
}

/**
 * How an `OAuthStrategy` method (`wixClient.auth.<method>(...)`) is converted.
 *
 * - `method`: stays a method of `client.auth` (Frontdesk's `oauth()` token manager has it).
 * - `function`: becomes `<to>(client, ...args)` (`clientFirst`) or `<to>(...args)` from `package`.
 */
export type AuthMethodMapping =
  | {
      kind: 'method';
      /** The official arguments are dropped (`renewToken(refreshToken)`: the token manager knows its token). */
      dropArguments?: boolean;
      /** The Frontdesk method is async where the official one is not: awaited in an async function. */
      nowAsync?: boolean;
      /**
       * Reads the tokens, which Frontdesk loads (from `oauth({ tokens })` or the storage) on the first
       * call or `client.auth.ready()`: an `await client.auth.ready()` goes before it in an async function.
       */
      readsTokens?: boolean;
    }
  | {
      kind: 'function';
      to: string;
      package: FrontdeskPackage;
      /** Called with the client first (all but `parseCallbackUrl`). */
      clientFirst: boolean;
      /** Async where the official method is not (`generateOAuthData`): needs an `await`. */
      nowAsync?: boolean;
      /**
       * An options argument added at this position so the call behaves as the official one: the
       * official `login`, `register` and `processVerification` stop at the session token
       * (`{ complete: 'none' }`), where Frontdesk's complete the sign-in by default in a browser.
       */
      completeNoneAt?: number;
    };

/** The `OAuthStrategy` methods of the guide's "OAuth, tokens and GraphQL" table. */
export const AUTH_METHODS: Record<string, AuthMethodMapping> = {
  generateVisitorTokens: { kind: 'method' },
  renewToken: { kind: 'method', dropArguments: true },
  getTokens: { kind: 'method', readsTokens: true },
  setTokens: { kind: 'method', nowAsync: true },
  loggedIn: { kind: 'method', readsTokens: true },
  generateOAuthData: { kind: 'function', to: 'generateOAuthData', package: '@frontdesk/core', clientFirst: true, nowAsync: true },
  getAuthUrl: { kind: 'function', to: 'getAuthUrl', package: '@frontdesk/identity', clientFirst: true },
  parseFromUrl: { kind: 'function', to: 'parseCallbackUrl', package: '@frontdesk/core', clientFirst: false },
  getMemberTokens: { kind: 'function', to: 'getMemberTokens', package: '@frontdesk/core', clientFirst: true },
  register: { kind: 'function', to: 'register', package: '@frontdesk/identity', clientFirst: true, completeNoneAt: 1 },
  login: { kind: 'function', to: 'login', package: '@frontdesk/identity', clientFirst: true, completeNoneAt: 1 },
  processVerification: {
    kind: 'function',
    to: 'processVerification',
    package: '@frontdesk/identity',
    clientFirst: true,
    completeNoneAt: 2,
  },
  getMemberTokensForDirectLogin: {
    kind: 'function',
    to: 'getMemberTokensForDirectLogin',
    package: '@frontdesk/identity',
    clientFirst: true,
  },
  getMemberTokensForExternalLogin: {
    kind: 'function',
    to: 'getMemberTokensForExternalLogin',
    package: '@frontdesk/identity',
    clientFirst: true,
  },
  getMemberTokensForExternalLoginWithSession: {
    kind: 'function',
    to: 'getMemberTokensForExternalLoginWithSession',
    package: '@frontdesk/identity',
    clientFirst: true,
  },
  sendPasswordResetEmail: { kind: 'function', to: 'sendPasswordResetEmail', package: '@frontdesk/identity', clientFirst: true },
  logout: { kind: 'function', to: 'logout', package: '@frontdesk/identity', clientFirst: true },
};

/** The auth strategies of `@wix/sdk` and their `@frontdesk/core` counterparts (same options). */
export const STRATEGIES: Record<string, string> = { OAuthStrategy: 'oauth', ApiKeyStrategy: 'apiKey' };

/**
 * Names of `@wix/sdk` (types and values) that have a `@frontdesk/core` or `@frontdesk/identity`
 * counterpart, other than `createClient` and the strategies.
 */
export const SDK_NAMES: Record<string, { to: string; package: FrontdeskPackage }> = {
  Tokens: { to: 'Tokens', package: '@frontdesk/core' },
  AccessToken: { to: 'AccessToken', package: '@frontdesk/core' },
  RefreshToken: { to: 'RefreshToken', package: '@frontdesk/core' },
  OauthData: { to: 'OAuthData', package: '@frontdesk/core' },
  LoginState: { to: 'LoginState', package: '@frontdesk/identity' },
  StateMachine: { to: 'StateMachine', package: '@frontdesk/identity' },
  LoginParams: { to: 'LoginParams', package: '@frontdesk/identity' },
  RegisterParams: { to: 'RegisterParams', package: '@frontdesk/identity' },
};

/** The fields the official SDK renames, and their wire names (what Frontdesk uses). */
export const RENAMED_FIELDS: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

/** Query builder methods and the filter operator each becomes (`eq` is a plain value). */
export const FILTER_OPERATORS: Record<string, string> = {
  eq: '$eq',
  ne: '$ne',
  gt: '$gt',
  ge: '$gte',
  lt: '$lt',
  le: '$lte',
  in: '$in',
  hasSome: '$hasSome',
  hasAll: '$hasAll',
  startsWith: '$startsWith',
  exists: '$exists',
};
