import { validationError } from '../errors.js';

/*
 * Page sizes of every query and list route, in one place (platform-rules §1.5). The platform
 * validates `paging.limit` / `cursorPaging.limit` against the field's `@max` and answers a larger
 * one with a 400 validation error: it does not clamp. So does the emulator, from this one helper,
 * with the same message everywhere: `INVALID_ARGUMENT: "<field>" must be <min> to <max>`.
 */

/**
 * The page-size rule of one query route.
 */
export interface PageSizeRule {
  /** The smallest `limit` accepted. */
  readonly min: number;
  /** The largest `limit` accepted: a larger one is a 400 validation error. */
  readonly max: number;
  /** The `limit` used when the request sends none. */
  readonly default: number;
  /** The platform's `ruleName` for an out-of-range limit, where it names one. */
  readonly ruleName?: string;
}

/**
 * The page sizes of the emulator's query routes: platform-rules §1.5 (default and max; `[I]` rows
 * there are the spec's choices), and for the routes §1.5 does not list (Calendar Events V3,
 * attendance) the platform's documented default with the max of its other cursor queries.
 * docs/emulator.md ("Platform limits") has the same table.
 */
export const PAGE_SIZES = {
  /** `POST /_api/bookings/v2/services/query` (offset). */
  queryServices: { min: 0, max: 100, default: 100 },
  /** `POST /_api/bookings/v2/services/search` (cursor). */
  searchServices: { min: 0, max: 100, default: 100 },
  /** `POST /_api/bookings/v2/services/policies/query` and `…/booking-forms/query` (cursor). */
  servicePolicies: { min: 0, max: 100, default: 100 },
  /** `POST /_api/bookings-reader/v2/extended-bookings/query` and the deprecated `…/extended-booking/query`. */
  extendedBookings: { min: 1, max: 100, default: 50 },
  /** `POST /v1/availability/multislot` (cursor). */
  multiSlotAvailability: { min: 1, max: 100, default: 100 },
  /** `POST /calendar/v3/events/query` (cursor). */
  calendarEvents: { min: 1, max: 100, default: 50 },
  /** `POST /bookings/bookings-attendance/query` (cursor). */
  attendance: { min: 1, max: 100, default: 50 },
  /** `GET /members/v1/members` (offset). */
  listMembers: { min: 1, max: 100, default: 50 },
  /** `POST /members/v1/members/query` (offset). */
  queryMembers: { min: 1, max: 100, default: 100 },
  /** `GET /pricing-plans/v2/plans/public` (offset). */
  listPublicPlans: { min: 1, max: 100, default: 75 },
  /** `POST /pricing-plans/v2/plans/public/query` (offset). */
  queryPublicPlans: { min: 1, max: 100, default: 50, ruleName: 'PAGING_LIMIT_OUT_OF_RANGE' },
  /** `GET /pricing-plans/v2/plans` (offset). */
  listPlans: { min: 1, max: 100, default: 75 },
  /** `GET /pricing-plans/v2/orders` and `GET /pricing-plans/v2/member/orders` (offset). */
  listOrders: { min: 1, max: 50, default: 50 },
} as const satisfies Record<string, PageSizeRule>;

const INTEGER = /^\s*-?\d+\s*$/;

// A JSON number, or a query-string number as text; `undefined` when absent, `NaN` when not a number.
function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && INTEGER.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * Reads a page size: the rule's default when absent, else an integer within `[min, max]`. Anything
 * else is refused with a 400 validation error on `field` (`must be <min> to <max>`, violated rule
 * `FORMAT`, `MIN` or `MAX`, plus the rule's `ruleName`), as the platform does.
 */
export function readPageSize(value: unknown, field: string, rule: PageSizeRule): number {
  const limit = readNumber(value);
  if (limit === undefined) return rule.default;
  const violatedRule = !Number.isInteger(limit) ? 'FORMAT' : limit < rule.min ? 'MIN' : limit > rule.max ? 'MAX' : undefined;
  if (violatedRule) {
    const named = rule.ruleName ? { ruleName: rule.ruleName } : {};
    throw validationError([{ field, description: `must be ${rule.min} to ${rule.max}`, violatedRule, ...named }]);
  }
  return limit;
}

/**
 * Reads an offset: 0 when absent, else a whole number (400 `must be 0 or more` on `field`).
 */
export function readOffset(value: unknown, field: string): number {
  const offset = readNumber(value);
  if (offset === undefined) return 0;
  if (!Number.isInteger(offset) || offset < 0) {
    throw validationError([{ field, description: 'must be 0 or more', violatedRule: Number.isInteger(offset) ? 'MIN' : 'FORMAT' }]);
  }
  return offset;
}

/**
 * Reads offset paging `{ limit, offset }` at `path` (`<path>.limit`, `<path>.offset`).
 */
export function readOffsetPaging(paging: unknown, path: string, rule: PageSizeRule): { limit: number; offset: number } {
  const p = typeof paging === 'object' && paging !== null && !Array.isArray(paging) ? (paging as Record<string, unknown>) : {};
  return { limit: readPageSize(p.limit, `${path}.limit`, rule), offset: readOffset(p.offset, `${path}.offset`) };
}
