export { createClient, DEFAULT_BASE_URL, type ClientOptions, type FrontdeskClient } from './client.js';
export {
  apiKey,
  staticToken,
  type ApiKeyAuth,
  type AuthApiOf,
  type AuthHost,
  type AuthStrategy,
  type StaticTokenAuth,
} from './auth/strategy.js';
export { oauth, type AuthChangeEvent, type OAuthApi, type OAuthOptions } from './auth/oauth.js';
export { parseCallbackUrl, FLOW_TTL_MS, type OAuthCallbackParams, type ResponseMode } from './auth/oauth-flow.js';
export { finishLogin, generateOAuthData, getMemberTokens, type OAuthDataOptions } from './auth/redirect-login.js';
export { createOAuthData, s256Challenge, type OAuthData } from './auth/pkce.js';
export {
  cookieStorage,
  localStorageAdapter,
  memoryStorage,
  sessionStorageAdapter,
  type CookieOptions,
  type TokenStorage,
} from './auth/storage.js';
export { crossTabSync, type TabChannel, type TabSync } from './auth/tab-sync.js';
export { EMPTY_TOKENS, type AccessToken, type RefreshToken, type TokenRole, type Tokens } from './auth/tokens.js';
export {
  arg,
  defineCall,
  LONG_GET_LIMIT,
  type ArgPlacement,
  type ArgSpec,
  type Call,
  type CallDeclaration,
  type CallParams,
  type CallResult,
  type PageSpec,
  type PlatformCall,
  type RawHttpResponse,
} from './define-call.js';
export { enumeration, type EnumValue, type Enumeration } from './enums.js';
export { AccountSection, AddressTag, EmailTag, IdentityType, PeriodUnit, PhoneTag, SortOrder } from './platform-enums.js';
export type { FilterOperators } from './filter.js';
export type { Encoding } from './call-encode.js';
export type { InputSchemas } from './call-validate.js';
export { addressInput, floatInput, imageInput, nonEmptyString, oneOf, strictOptions, timestampInput } from './validation.js';
export { Unencodable, wireAddress, wireFloat, wireTimestamp, type Encoder } from './wire/encoders.js';
export { toWireImage, wireImage, type WireImage } from './wire/image.js';
export { float, timestamp, wireShapeOf } from './wire/schema-shape.js';
export { isWireShape, wire, wirePaths, type Float, type WirePaths, type WireShape } from './wire/shape.js';
export { createPage, DEFAULT_PAGE_SIZE, type Page, type PageInit } from './paging.js';
export { graphql, type GraphQLErrorItem, type GraphQLOptions, type GraphQLResult } from './graphql.js';
export { encodeQuery } from './http/query-string.js';
export { backoffDelay, DEFAULT_RETRY, parseRetryAfter, type RetryOptions, type RetryPolicy } from './http/retry.js';
export type { CallOptions, ErrorContext, HttpMethod, HttpRequest, HttpResponse } from './http/transport.js';
export { decodeFloat, decodeTimestamp, decodeWireValues, encodeFloat, toWireTimestamp } from './wire/values.js';
export { FrontdeskError, isFrontdeskError, type FrontdeskErrorOptions } from './errors/frontdesk-error.js';
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
  isApiError,
  isAuthenticationError,
  isConflictError,
  isNotFoundError,
  isPermissionError,
  isRateLimitError,
  isServerError,
  isValidationError,
  type ApiErrorInit,
  type FieldViolation,
} from './errors/api-error.js';
export { AuthFlowError, isAuthFlowError } from './errors/auth-flow-error.js';
export { InputError, isInputError, type InputIssue } from './errors/input-error.js';
export { NetworkError, TimeoutError, isNetworkError, isTimeoutError } from './errors/network-error.js';
export { UnexpectedResponseError, isUnexpectedResponseError } from './errors/unexpected-response-error.js';
export {
  RedirectError,
  isRedirectError,
  type RedirectErrorCode,
  type RedirectErrorOptions,
} from './errors/redirect-error.js';
export { statusTextOf, toApiError, type ErrorResponse } from './errors/to-api-error.js';
