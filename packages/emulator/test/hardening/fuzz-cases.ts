import fc from 'fast-check';

/*
 * The bad input the route fuzz test sends: request bodies (JSON text, so keys such as `__proto__`
 * stay ordinary JSON keys) and query strings, per route. Deterministic: the random part is drawn
 * with fast-check from a fixed seed.
 */

/** One bad request: a name for the report, and a JSON body text or a query string. */
export interface FuzzCase {
  name: string;
  /** What the case tries: the input limits and shapes, reserved keys, dates, wrong types, random objects. */
  kind: 'shape' | 'limits' | 'pollution' | 'dates' | 'types' | 'random' | 'mutation';
  /** The raw JSON body text (POST/PUT/PATCH and long-GET fallbacks). */
  body?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** The query string without `?` (GET/DELETE, or added to a body request's URL). */
  query?: string;
  /** The expected status, when the case must be refused in one particular way. */
  expect?: number;
}

/** A string over the 65,536-character limit. */
export const BIG_STRING = 'x'.repeat(70_000);

/** A body over the 1 MiB limit made of small strings (so only the size limit can refuse it). */
export const HUGE_BODY = JSON.stringify({ items: Array.from({ length: 13_000 }, () => 'y'.repeat(80)) });

/** 10,000 nested arrays. */
export const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** 10,000 nested objects. */
export const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Dates no calendar has, and instants at (or past) the edge of what a JS `Date` holds. */
export const ABSURD_DATES: readonly unknown[] = [
  '9999-99-99',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
  '2026-02-30T25:61:61',
  '0000-00-00T00:00:00.000Z',
  '999999-01-01T00:00:00Z',
  'NaN',
  8.64e15,
  -8.64e15,
  1e308,
];

/** Field names that hold dates somewhere in the platform's payloads. */
export const DATE_FIELDS = [
  'startDate',
  'endDate',
  'from',
  'to',
  'date',
  'set',
  'startsAt',
  'expiresAt',
  'effectiveAt',
  'eventTime',
  'fromLocalDate',
  'toLocalDate',
  'localDate',
  'createdDate',
  'updatedDate',
  'dateOfBirth',
  'birthdate',
  'until',
] as const;

/**
 * Top-level field names the emulator's handlers read (from `input.<name>` in the sources and from
 * the spec's wire samples). Every route gets a random part of them with wrong types.
 */
export const COMMON_FIELDS = [
  'query',
  'profile',
  'memberId',
  'password',
  'contact',
  'filter',
  'planIds',
  'email',
  'status',
  'participantsChoices',
  'id',
  'startDate',
  'returnFullEntity',
  'name',
  'flowControlSettings',
  'eventTypes',
  'code',
  'stateToken',
  'planId',
  'identityId',
  'discountPercent',
  'couponCode',
  'slug',
  'search',
  'privacyStatus',
  'fieldSet',
  'service',
  'paymentStatus',
  'namespace',
  'loginId',
  'loginEmail',
  'limit',
  'conditionalFields',
  'bookedEntity',
  'usageLimit',
  'url',
  'timezone',
  'timeZone',
  'submissionId',
  'set',
  'sessionToken',
  'serviceId',
  'revision',
  'recoveryToken',
  'preserveFutureSessionsWithParticipants',
  'policy',
  'paging',
  'offset',
  'namespaceData',
  'member',
  'limitPerCustomer',
  'idempotencyKey',
  'emailVerified',
  'discountAmount',
  'cursorPaging',
  'contentAssigneeId',
  'clientId',
  'captchaTokens',
  'advanceMs',
  'totalParticipants',
  'termsAndConditions',
  'target',
  'sorting',
  'sessionId',
  'selectedPaymentOption',
  'role',
  'returnEntity',
  'required',
  'redirectUris',
  'public',
  'pricingPlanIds',
  'plan',
  'pendingReasons',
  'paid',
  'onBehalf',
  'nickname',
  'newPassword',
  'multiServiceBookingType',
  'multiServiceBookingId',
  'formId',
  'externalUserId',
  'event',
  'effectiveAt',
  'description',
  'contactDetails',
  'clientData',
  'bookings',
  'booking',
  'autoRenewCanceled',
  'attendance',
  'archived',
  'additionalFields',
  'accountId',
  'visitorId',
  'visible',
  'verifyEmail',
  'type',
  'startsAt',
  'sourceServiceId',
  'slotsPerDay',
  'slot',
  'siteId',
  'services',
  'sequence',
  'roles',
  'resourceId',
  'rescheduleBookingsInfo',
  'removedLocationSessionsAction',
  'redirect',
  'real',
  'pricing',
  'postLogoutRedirectUri',
  'perks',
  'paymentStatuses',
  'pay',
  'outcome',
  'orderStatuses',
  'multiServiceBookingInfo',
  'multiServiceBookingIds',
  'memberIds',
  'maxPurchasesPerBuyer',
  'locations',
  'instanceId',
  'ids',
  'identity',
  'firstCycleOnly',
  'fieldsets',
  'familyId',
  'expiresAt',
  'eventType',
  'eventTime',
  'eventId',
  'endDate',
  'emailOptions',
  'emailData',
  'doubleBooked',
  'disabled',
  'details',
  'createBookingsInfo',
  'buyerIds',
  'buyerCanCancel',
  'allowFutureStartDate',
  'callbacks',
  'grantType',
  'refreshToken',
  'redirectUri',
  'codeVerifier',
  'mask',
  'fieldMask',
  'sort',
  'bookingId',
  'participantNotification',
  'confirmBookingsInfo',
  'captcha',
  'language',
  'origin',
  'preferences',
  'login',
  'paidPlansCheckout',
  'bookingsCheckout',
  'bookable',
  'location',
  'slots',
  'value',
  'customFields',
  'extendedFields',
  'namespaces',
  'variables',
  'operationName',
  'action',
  'session',
  'sendSmsReminder',
] as const;

/**
 * Fields of each route from the spec's wire samples (`spec/wire-samples.json`: the request's
 * top-level body and query keys), by `METHOD template`.
 */
export const WIRE_SAMPLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'DELETE /members/v1/members/my': ['contentAssigneeId'],
  'GET /_api/iam/authentication/v1/callback': ['sessionToken', 'state'],
  'GET /_api/iam/authentication/v1/logout': ['clientId', 'postLogoutRedirectUri'],
  'GET /members/v1/members': ['fieldsets', 'paging', 'sorting'],
  'GET /members/v1/members/my': ['fieldsets'],
  'GET /pricing-plans/v2/member/orders/{id}': ['fieldSet'],
  'GET /pricing-plans/v2/orders/{id}': ['fieldSet'],
  'GET /pricing-plans/v2/plans': ['archived', 'limit', 'offset', 'planIds', 'public'],
  'GET /pricing-plans/v2/plans/public': ['limit', 'offset', 'planIds'],
  'PATCH /_api/bookings/v2/services/{id}': ['service', 'mask'],
  'PATCH /members/v1/members/{id}': ['member', 'fieldMask'],
  'PATCH /pricing-plans/v2/orders/{id}': ['endDate'],
  'PATCH /pricing-plans/v2/plans/{id}': ['plan', 'mask'],
  'POST /_api/bookings-reader/v2/extended-bookings/query': [
    'query',
    'withBookingAllowedActions',
    'withBookingAttendanceInfo',
    'withBookingConferencingDetails',
    'withBookingFeeDetails',
    'withBookingPolicySettings',
  ],
  'POST /_api/bookings-service/v2/bookings/{id}/cancel': ['flowControlSettings', 'participantNotification', 'revision'],
  'POST /_api/bookings-service/v2/bookings/{id}/confirm': [
    'doubleBooked',
    'flowControlSettings',
    'participantNotification',
    'paymentStatus',
    'revision',
    'sendSmsReminder',
  ],
  'POST /_api/bookings-service/v2/bookings/{id}/update_extended_fields': ['namespace', 'namespaceData'],
  'POST /_api/bookings-service/v2/multi_service_bookings/{id}/cancel': [
    'flowControlSettings',
    'participantNotification',
    'returnFullEntity',
  ],
  'POST /_api/bookings-service/v2/multi_service_bookings/{id}/confirm': [
    'confirmBookingsInfo',
    'doubleBooked',
    'flowControlSettings',
    'participantNotification',
    'returnFullEntity',
    'sendSmsReminder',
  ],
  'POST /_api/bookings-service/v2/multi_service_bookings/{id}/reschedule': [
    'flowControlSettings',
    'participantNotification',
    'rescheduleBookingsInfo',
    'returnFullEntity',
  ],
  'POST /_api/bookings-service/v2/multi_service_bookings/add_bookings_to_multi_service_booking': [
    'bookings',
    'multiServiceBookingId',
    'returnFullEntity',
  ],
  'POST /_api/bookings/v2/services': ['service'],
  'POST /_api/bookings/v2/services/{id}/pricing-plans/add': ['pricingPlanIds'],
  'POST /_api/bookings/v2/services/{id}/slugs/custom': ['slug'],
  'POST /_api/bookings/v2/services/categories/query': ['filter'],
  'POST /_api/bookings/v2/services/clone': ['sourceServiceId'],
  'POST /_api/bookings/v2/services/count': ['filter'],
  'POST /_api/bookings/v2/services/policies/query': ['query'],
  'POST /_api/bookings/v2/services/query': ['query'],
  'POST /_api/iam/authentication/v2/login': ['captchaTokens', 'clientMetaData', 'loginId', 'password'],
  'POST /_api/iam/recovery/v1/recover': ['password', 'recoveryToken'],
  'POST /_api/iam/recovery/v1/send-email': ['email', 'language', 'redirect'],
  'POST /_api/iam/verification/v1/auth/verify': ['code', 'stateToken'],
  'POST /_api/redirects-api/v1/redirect-session': ['bookingsCheckout', 'callbacks', 'login', 'origin', 'paidPlansCheckout', 'preferences'],
  'POST /availability-calendar/v1/availability/query': ['query', 'slotsPerDay', 'timezone'],
  'POST /bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions': ['multiServiceBookingIds'],
  'POST /bookings/v2/bulk/bookings/confirmOrDecline': ['details', 'returnEntity'],
  'POST /bookings/v2/bulk/bookings/create': ['createBookingsInfo', 'returnFullEntity'],
  'POST /bookings/v2/bulk/services/delete': ['ids', 'participantNotification', 'preserveFutureSessionsWithParticipants'],
  'POST /bookings/v2/bulk/services/update-by-filter': ['filter', 'service'],
  'POST /members/v1/members/bulk/block-by-filter': ['filter'],
  'POST /members/v1/members/bulk/delete-by-filter': ['contentAssigneeId', 'filter', 'search'],
  'POST /members/v1/members/my/slug': ['slug'],
  'POST /pricing-plans/v2/checkout/orders/offline': ['couponCode', 'memberId', 'paid', 'planId', 'startDate', 'submissionId'],
  'POST /pricing-plans/v2/checkout/orders/preview-offline': ['couponCode', 'memberId', 'planId', 'startDate'],
  'POST /pricing-plans/v2/member/orders/{id}/cancel': ['effectiveAt'],
  'POST /v1/availability/multislot': [
    'bookable',
    'bookingPolicyViolations',
    'cursorPaging',
    'from',
    'location',
    'slots',
    'slotsPerDay',
    'timeZone',
    'to',
  ],
  'PUT /pricing-plans/v2/plans/{id}/visibility': ['visible'],
};

/** Keys that must never reach a plain object's prototype chain. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

// A JSON value with a pollution key at `key`, written as text (an object literal's `__proto__` would set the prototype).
const polluted = (key: string) =>
  key === 'constructor' ? '{"constructor":{"prototype":{"polluted":"yes"}}}' : `{"${key}":{"polluted":"yes"}}`;

const wrongValue = fc.oneof(
  fc.constant(42),
  fc.constant(-1),
  fc.constant(1e308),
  fc.constant('junk'),
  fc.constant(''),
  fc.constant(true),
  fc.constant(false),
  fc.constant(null),
  fc.constant([]),
  fc.constant([1, 'a', null]),
  fc.constant({}),
  fc.constant({ nested: { deeper: 1 } }),
  fc.constant(['__proto__']),
  // Reserved words as values: ids and keys that a handler may look up in a state table.
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
);

const junkJson = fc.jsonValue({ maxDepth: 3 });

/**
 * The JSON body cases of one route: non-object bodies, limits, pollution keys, absurd dates, wrong
 * types for the route's fields (one at a time) and random objects over those fields.
 *
 * @example
 * ```ts
 * for (const c of bodyCases(['plan', 'mask'], 1)) send(c.body);
 * ```
 */
export function bodyCases(fields: readonly string[], seed: number): FuzzCase[] {
  const [first = 'plan', second = 'query'] = fields;
  const cases: FuzzCase[] = [
    { kind: 'shape', name: 'empty object', body: '{}' },
    { kind: 'shape', name: 'malformed JSON', body: '{"a":', expect: 400 },
    { kind: 'shape', name: 'null', body: 'null', expect: 400 },
    { kind: 'shape', name: 'number', body: '42', expect: 400 },
    { kind: 'shape', name: 'string', body: '"text"', expect: 400 },
    { kind: 'shape', name: 'array', body: '[1,2]', expect: 400 },
    { kind: 'shape', name: 'true', body: 'true', expect: 400 },
    { kind: 'limits', name: 'deep array', body: DEEP_ARRAY, expect: 400 },
    { kind: 'limits', name: 'deep object', body: DEEP_OBJECT, expect: 400 },
    { kind: 'limits', name: 'deep array in a field', body: `{"${first}":${DEEP_ARRAY}}`, expect: 400 },
    { kind: 'limits', name: 'huge body', body: HUGE_BODY, expect: 413 },
    { kind: 'limits', name: 'huge body (declared)', body: HUGE_BODY, headers: { 'content-length': String(HUGE_BODY.length) }, expect: 413 },
    { kind: 'limits', name: 'huge string at top level', body: JSON.stringify({ [first]: BIG_STRING }), expect: 400 },
    { kind: 'limits', name: 'huge string nested', body: JSON.stringify({ [second]: { name: BIG_STRING } }), expect: 400 },
    { kind: 'limits', name: 'huge string in an array', body: JSON.stringify({ [first]: [{ value: [BIG_STRING] }] }), expect: 400 },
  ];
  for (const key of POLLUTION_KEYS) {
    cases.push({ kind: 'pollution', name: `pollution ${key} at top level`, body: polluted(key), expect: 400 });
    for (const field of fields.slice(0, 3)) {
      cases.push({ kind: 'pollution', name: `pollution ${key} in ${field}`, body: `{"${field}":${polluted(key)}}`, expect: 400 });
    }
    cases.push({ kind: 'pollution', name: `pollution ${key} in an array`, body: `{"${first}":[1,${polluted(key)}]}`, expect: 400 });
  }
  const masks = '"mask":"__proto__.polluted","fieldMask":{"paths":["constructor.prototype.polluted"]}';
  cases.push(
    { kind: 'pollution', name: 'pollution in a field mask', body: `{"${first}":{"name":"x"},${masks}}` },
    {
      kind: 'pollution',
      name: 'pollution in a query-string mask',
      body: `{"${first}":{"name":"x"}}`,
      query: 'mask=__proto__.polluted&fieldMask=constructor.prototype.polluted',
    },
  );
  for (const value of ABSURD_DATES) {
    const dates = Object.fromEntries(DATE_FIELDS.map((f) => [f, value]));
    const nested = { ...dates, slot: dates, filter: dates, start: dates, end: dates, bookedEntity: { slot: dates } };
    const body = { ...dates, ...Object.fromEntries([...fields, 'query'].map((f) => [f, nested])) };
    cases.push({ kind: 'dates', name: `date ${String(value)} at every level`, body: JSON.stringify(body) });
  }
  const wrong = fc.sample(wrongValue, { numRuns: fields.length, seed });
  fields.forEach((field, i) => {
    const name = `wrong type for ${field}: ${JSON.stringify(wrong[i])}`;
    cases.push({ kind: 'types', name, body: JSON.stringify({ [field]: wrong[i] }) });
  });
  const randomBody = fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), junkJson, { maxKeys: 4 });
  const randomBodies = fc.sample(randomBody, { numRuns: 6, seed: seed + 1 });
  randomBodies.forEach((body, i) => {
    cases.push({ kind: 'random', name: `random body #${i}`, body: JSON.stringify(body) });
  });
  return cases;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * The query-string cases of one GET/DELETE route: `.r` payloads that are not objects, too deep or
 * malformed, pollution keys (dotted and in `.r`), huge values, absurd dates and wrong shapes.
 *
 * @example
 * ```ts
 * for (const c of queryCases(['limit'], 1)) fetch(`${path}?${c.query}`);
 * ```
 */
export function queryCases(fields: readonly string[], seed: number): FuzzCase[] {
  const first = fields[0] ?? 'x';
  const cases: FuzzCase[] = [
    { kind: 'shape', name: 'no query', query: '' },
    { kind: 'shape', name: '.r not base64 JSON', query: '.r=%%%', expect: 400 },
    { kind: 'shape', name: '.r null', query: `.r=${b64('null')}`, expect: 400 },
    { kind: 'shape', name: '.r number', query: `.r=${b64('42')}`, expect: 400 },
    { kind: 'shape', name: '.r array', query: `.r=${b64('[1]')}`, expect: 400 },
    { kind: 'limits', name: '.r deep array', query: `.r=${b64(`{"a":${DEEP_ARRAY}}`)}`, expect: 400 },
    { kind: 'limits', name: '.r huge string', query: `.r=${b64(JSON.stringify({ a: BIG_STRING }))}`, expect: 400 },
    { kind: 'limits', name: 'huge value', query: `${first}=${BIG_STRING}`, expect: 400 },
    { kind: 'limits', name: 'deep dotted key', query: `${'a.'.repeat(2_000)}b=1`, expect: 400 },
  ];
  for (const key of POLLUTION_KEYS) {
    cases.push(
      { kind: 'pollution', name: `dotted ${key}`, query: `${key}.polluted=yes`, expect: 400 },
      { kind: 'pollution', name: `dotted ${key} nested`, query: `${first}.${key}.polluted=yes`, expect: 400 },
      { kind: 'pollution', name: `.r ${key}`, query: `.r=${b64(polluted(key))}`, expect: 400 },
    );
  }
  cases.push({ kind: 'pollution', name: 'constructor.prototype', query: 'constructor.prototype.polluted=yes', expect: 400 });
  for (const value of ABSURD_DATES) {
    const query = DATE_FIELDS.map((f) => `${f}=${encodeURIComponent(String(value))}`).join('&');
    cases.push({ kind: 'dates', name: `date ${String(value)}`, query });
  }
  const texts = fc.constantFrom('junk', '-1', '1e308', 'NaN', '', 'true', '[]', '{}', '__proto__', 'constructor', '9'.repeat(400));
  const wrong = fc.sample(texts, { numRuns: fields.length, seed });
  fields.forEach((field, i) => {
    cases.push(
      { kind: 'types', name: `${field}=${wrong[i]!.slice(0, 20)}`, query: `${field}=${encodeURIComponent(wrong[i]!)}` },
      { kind: 'types', name: `${field} repeated and nested`, query: `${field}=a&${field}=b&${field}.x=1` },
      { kind: 'types', name: `${field} in .r as a number`, query: `.r=${b64(JSON.stringify({ [field]: 42, paging: 'x' }))}` },
    );
  });
  return cases;
}

/**
 * A deterministic part of {@link COMMON_FIELDS} for one route, with the route's wire-sample fields first.
 *
 * @example
 * ```ts
 * fieldsFor('PATCH /pricing-plans/v2/plans/{id}', 7); // ['plan', 'mask', ...10 more]
 * ```
 */
export function fieldsFor(key: string, seed: number, extra = 8): string[] {
  const own = WIRE_SAMPLE_FIELDS[key] ?? [];
  const picked = fc.sample(fc.shuffledSubarray([...COMMON_FIELDS], { minLength: extra, maxLength: extra }), { numRuns: 1, seed })[0]!;
  return [...new Set([...own, ...picked])];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Every path to a value in a JSON document (containers included), root excluded.
function pathsOf(value: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...at, i], ...pathsOf(item, [...at, i])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...pathsOf(item, [...at, key])]);
  }
  return [];
}

function replaced(value: Json, path: ReadonlyArray<string | number>, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, replacement) : item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === head ? replaced(item, rest, replacement) : item]));
  }
  return value;
}

const mutationValue: fc.Arbitrary<Json> = fc.oneof(
  wrongValue as fc.Arbitrary<Json>,
  fc.constantFrom(...(ABSURD_DATES as Json[])),
  junkJson as fc.Arbitrary<Json>,
  // Nested 60 deep: under the body limit, deep enough for a recursive walker.
  fc.constant(JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`) as Json),
);

/**
 * Realistic bodies gone wrong: the route's wire samples, each with one value (at any depth)
 * replaced by a wrong type, an absurd date, a reserved word or random JSON.
 *
 * @example
 * ```ts
 * mutationCases([{ plan: { name: 'Gold' } }], 3, 20);
 * ```
 */
export function mutationCases(samples: readonly unknown[], seed: number, count: number): FuzzCase[] {
  if (samples.length === 0) return [];
  type Mutation = { index: number; body: Json; path?: Array<string | number> };
  const sample = fc.integer({ min: 0, max: samples.length - 1 }).chain((index): fc.Arbitrary<Mutation> => {
    const body = samples[index] as Json;
    const paths = pathsOf(body);
    if (paths.length === 0) return fc.constant({ index, body });
    return fc.tuple(fc.constantFrom(...paths), mutationValue).map(([path, value]) => ({ index, body: replaced(body, path, value), path }));
  });
  return fc.sample(sample, { numRuns: count, seed }).map((m, i) => ({
    kind: 'mutation',
    name: `sample #${m.index} mutated (${i}) at ${m.path?.join('.') ?? '(none)'}`,
    body: JSON.stringify(m.body),
  }));
}

/** The wrong-typed values every top-level field of an admin route's valid body is replaced by, one at a time. */
export const WRONG_TYPES: readonly Json[] = [42, -1, 'junk', '', true, null, [], [1, 'a'], {}, { nested: { deeper: 1 } }, '__proto__'];

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every top-level field of each valid body with every value of {@link WRONG_TYPES} of another type
 * (a string field gets numbers, booleans, null, lists and objects, ...): deterministic, so a field
 * whose wrong type breaks the route (a 5xx, half a change) is always tried, unlike the sampled
 * mutations.
 *
 * @example
 * ```ts
 * wrongTypeCases([{ email: 'a@example.com', password: 'secret' }]); // password: 42, password: true, ...
 * ```
 */
export function wrongTypeCases(samples: readonly unknown[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  samples.forEach((sample, index) => {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return;
    for (const [field, value] of Object.entries(sample)) {
      for (const wrong of WRONG_TYPES) {
        if (kindOf(wrong) === kindOf(value) && wrong !== '__proto__') continue;
        cases.push({
          kind: 'types',
          name: `sample #${index} with ${field}: ${JSON.stringify(wrong)}`,
          body: JSON.stringify({ ...sample, [field]: wrong }),
        });
      }
    }
  });
  return cases;
}
