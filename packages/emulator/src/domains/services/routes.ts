import { applicationError, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { RouteContext, RouteHandler, RouteOptions } from '../../routing/types.js';
import type { PlatformError } from '../../errors.js';
import { findPlan } from '../plans/api.js';
import type { DomainRegistrar } from '../types.js';
import { decodeCursor, encodeCursor, pageWithCursors } from '../../query/cursor.js';
import { PAGE_SIZES, readPageSize, type PageSizeRule } from '../../query/paging.js';
import { matchesFilter, readPaging, sortEntities } from '../../query/entity-query.js';
import { runSearch } from './search.js';
import { serviceDeleted } from './service-deleted.js';
import {
  cloneService,
  createService,
  deleteService,
  disablePricingPlans,
  enablePricingPlans,
  setCustomSlug,
  setServiceLocations,
  slugErrors,
  updateService,
} from './services.js';
import { requireServiceIn, serveService, servicesState } from './state.js';
import type { Service, ServicesState } from './types.js';
import { readMask } from '../../util/field-mask.js';
import { clone } from '../../state/clone.js';
import { isRecord } from '../../util/values.js';

const READ: RouteOptions = { roles: ['visitor', 'member', 'owner'] };
const OWNER: RouteOptions = { roles: ['owner'] };
const BASE = '/_api/bookings/v2/services';

/** The stored services whose served view matches `filter` (what a by-filter bulk change acts on). */
function storedMatching(services: ServicesState, filter: unknown): Service[] {
  return Object.values(services.services).filter((s) => matchesFilter(serveService(services, s), filter));
}

/** Every service as served, in creation order. */
function servedServices(services: ServicesState): Service[] {
  return Object.values(services.services).map((s) => serveService(services, s));
}

// A locations or categories query: its filter, and the services (as served) its `filter.services` matches.
function queriedServices(services: ServicesState, input: Record<string, any>): { filter: Record<string, any>; matching: Service[] } {
  const filter = isRecord(input.filter) ? input.filter : {};
  return { filter, matching: servedServices(services).filter((s) => matchesFilter(s, filter.services, 'filter.services')) };
}

const idList = (value: unknown): string[] | undefined => (Array.isArray(value) ? (value as string[]) : undefined);

function served(services: ServicesState, service: Service, conditionalFields?: unknown): Service {
  const out = serveService(services, service);
  const fields = Array.isArray(conditionalFields) ? conditionalFields : typeof conditionalFields === 'string' ? [conditionalFields] : [];
  if (fields.includes('STAFF_MEMBER_DETAILS')) {
    const staff = Object.values(services.staff).filter((m) => service.staffMemberIds.includes(m.resourceId));
    out.staffMemberDetails = {
      staffMembers: staff.map((m) => ({ staffMemberId: m.id, name: m.name, ...(m.mainMedia ? { mainMedia: m.mainMedia } : {}) })),
    };
  }
  return out;
}

// Cursor paging over an already filtered and sorted list (policies, booking forms).
function cursorPage<T>(
  all: T[],
  query: Record<string, any>,
  rule: PageSizeRule,
  filterOf: (item: T, filter: unknown) => boolean,
  sortKey: string,
) {
  let q = query;
  let offset = 0;
  const paging = isRecord(q.cursorPaging) ? q.cursorPaging : {};
  if (typeof paging.cursor === 'string' && paging.cursor) {
    const decoded = decodeCursor<{ offset: number; filter: unknown; sort: unknown }>(paging.cursor, {
      field: 'query.cursorPaging.cursor',
      description: 'is not a cursor of this query',
      violatedRule: 'FORMAT',
    });
    offset = decoded.offset;
    q = { ...q, filter: decoded.filter, sort: decoded.sort };
  }
  const limit = readPageSize(paging.limit, 'query.cursorPaging.limit', rule);
  const matching = sortEntities(
    all.filter((item) => filterOf(item, q.filter)),
    q.sort,
    sortKey,
  );
  return pageWithCursors(matching, offset, limit, (at) => encodeCursor({ offset: at, filter: q.filter, sort: q.sort }));
}

function readIds(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || value.some((v) => typeof v !== 'string')) {
    throw validationError([{ field, description: 'must be 1-100 ids', violatedRule: 'VALIDATION' }]);
  }
  return value as string[];
}

function itemResult(index: number, id: string | undefined, run: () => Service | undefined, returnEntity: boolean, services: ServicesState) {
  try {
    const item = run();
    return {
      itemMetadata: { id: id ?? item?.id, originalIndex: index, success: true },
      ...(returnEntity && item ? { item: serveService(services, item) } : {}),
    };
  } catch (error) {
    const body = (error as PlatformError).body as
      | { message?: string; details?: { applicationError?: { code?: string; description?: string; data?: unknown } } }
      | undefined;
    if (!body) throw error;
    const app = body.details?.applicationError;
    return {
      itemMetadata: {
        id,
        originalIndex: index,
        success: false,
        error: { code: app?.code ?? 'INVALID_ARGUMENT', description: app?.description ?? body.message ?? '', data: app?.data ?? {} },
      },
    };
  }
}

function bulkMetadata(results: Array<{ itemMetadata: { success: boolean } }>) {
  const successes = results.filter((r) => r.itemMetadata.success).length;
  return { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 };
}

/**
 * Registers the service routes of wire.md rows 7-27 (platform-rules §3): catalogue reads for
 * everyone, writes for the owner.
 */
export function registerServiceRoutes(domain: DomainRegistrar): void {
  const now = (clock: { now(): Date }) => clock.now().toISOString();
  // An owner's change of one service: made on the services state, answered as the service is served.
  const changeService =
    (change: (services: ServicesState, ctx: RouteContext, at: string) => Service): RouteHandler =>
    (ctx) => {
      const services = servicesState(ctx.state);
      return { service: served(services, change(services, ctx, now(ctx.clock))) };
    };

  domain.route(
    'POST',
    BASE,
    changeService((services, { input, emit }, at) => createService(services, input.service, at, emit)),
    OWNER,
  );

  domain.route(
    'GET',
    `${BASE}/{id}`,
    ({ params, input, state }) => {
      const services = servicesState(state);
      return { service: served(services, requireServiceIn(services, params.id), input.conditionalFields) };
    },
    { ...READ, arrays: ['conditionalFields'] },
  );

  domain.route(
    'PATCH',
    `${BASE}/{id}`,
    changeService((services, { params, input, query, emit }, at) => {
      const mask = readMask('service', input, Object.fromEntries(query));
      return updateService(services, params.id!, input.service, mask, at, emit);
    }),
    OWNER,
  );

  domain.route(
    'POST',
    '/bookings/v2/bulk/services/update',
    ({ input, state, clock, emit }) => {
      const services = servicesState(state);
      const items = input.services;
      if (!Array.isArray(items) || items.length === 0 || items.length > 100)
        throw validationError([{ field: 'services', description: 'must hold 1-100 services', violatedRule: 'VALIDATION' }]);
      const results = items.map((entry: unknown, i: number) => {
        const masked = isRecord(entry) ? entry : {};
        const id = masked.service?.id;
        return itemResult(
          i,
          id,
          () => updateService(services, id, masked.service, readMask('service', masked), now(clock), emit),
          input.returnEntity === true,
          services,
        );
      });
      return { results, bulkActionMetadata: bulkMetadata(results) };
    },
    OWNER,
  );

  domain.route(
    'POST',
    '/bookings/v2/bulk/services/update-by-filter',
    ({ input, state, clock, emit }) => {
      const services = servicesState(state);
      if (!isRecord(input.service)) throw validationError([{ field: 'service', description: 'is required', violatedRule: 'REQUIRED' }]);
      const mask = readMask('service', input);
      const targets = storedMatching(services, input.filter);
      for (const target of targets) {
        try {
          updateService(services, target.id, input.service, mask, now(clock), emit, false);
        } catch {
          // Partial success: a service the change would make invalid stays as it was.
        }
      }
      return { jobId: newId() };
    },
    OWNER,
  );

  // Deleting a service cancels its future sessions, and so their bookings (the bookings domain's
  // service-deleted hook), unless `preserveFutureSessionsWithParticipants` (platform-rules 3.5); a
  // query string carries it as text.
  const remove = (ctx: Pick<RouteContext, 'state' | 'clock' | 'emit'>, id: string, preserve: unknown) => {
    deleteService(servicesState(ctx.state), id, ctx.emit);
    if (preserve !== true && preserve !== 'true') serviceDeleted(ctx, id);
  };

  domain.route(
    'DELETE',
    `${BASE}/{id}`,
    (ctx) => {
      remove(ctx, ctx.params.id!, ctx.input.preserveFutureSessionsWithParticipants);
      return {};
    },
    OWNER,
  );

  domain.route(
    'POST',
    '/bookings/v2/bulk/services/delete',
    (ctx) => {
      const services = servicesState(ctx.state);
      const ids = readIds(ctx.input.ids, 'ids');
      const preserve = ctx.input.preserveFutureSessionsWithParticipants;
      const results = ids.map((id, i) =>
        itemResult(
          i,
          id,
          () => {
            remove(ctx, id, preserve);
            return undefined;
          },
          false,
          services,
        ),
      );
      return { results, bulkActionMetadata: bulkMetadata(results) };
    },
    OWNER,
  );

  domain.route(
    'POST',
    '/bookings/v2/bulk/services/delete-by-filter',
    (ctx) => {
      const services = servicesState(ctx.state);
      if (!isRecord(ctx.input.filter)) throw validationError([{ field: 'filter', description: 'is required', violatedRule: 'REQUIRED' }]);
      const targets = storedMatching(services, ctx.input.filter);
      for (const target of targets) remove(ctx, target.id, ctx.input.preserveFutureSessionsWithParticipants);
      return { jobId: newId() };
    },
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/query`,
    ({ input, state }) => {
      const services = servicesState(state);
      const query = isRecord(input.query) ? input.query : {};
      const { offset, limit } = readPaging(query.paging, PAGE_SIZES.queryServices.default);
      const all = servedServices(services);
      const matching = sortEntities(
        all.filter((s) => matchesFilter(s, query.filter, 'query.filter')),
        query.sort,
        'createdDate',
      );
      const page = matching
        .slice(offset, offset + limit)
        .map((s) => served(services, requireServiceIn(services, s.id), input.conditionalFields));
      return { services: page, pagingMetadata: { count: page.length, offset, total: matching.length, tooManyToCount: false } };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/search`,
    ({ input, state }) => {
      const services = servicesState(state);
      const all = servedServices(services);
      const { items, pagingMetadata, aggregationData } = runSearch(all, input.search);
      return { services: items, pagingMetadata, aggregationData };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/policies/query`,
    ({ input, state }) => {
      const services = servicesState(state);
      const all = Object.values(services.services);
      const rows = Object.values(services.policies).map((policy) => {
        const connected = all.filter((s) => s.bookingPolicy.id === policy.id);
        return {
          bookingPolicy: clone(policy),
          connectedServices: connected.slice(0, 5).map((s) => serveService(services, s)),
          totalServiceCount: connected.length,
        };
      });
      const filterOf = (row: (typeof rows)[number], filter: unknown) => matchesFilter(row, filter, 'query.filter');
      const query = isRecord(input.query) ? input.query : {};
      const { items, pagingMetadata } = cursorPage(rows, query, PAGE_SIZES.servicePolicies, filterOf, 'bookingPolicy.id');
      return { bookingPolicies: items, pagingMetadata };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/booking-forms/query`,
    ({ input, state }) => {
      const services = servicesState(state);
      const all = Object.values(services.services);
      const rows = Object.values(services.forms).map((form) => {
        const connected = all.filter((s) => s.form?.id === form.id);
        return {
          formDetails: { formId: form.id, name: form.name, revision: '1' },
          connectedServices: connected.slice(0, 5).map((s) => ({ id: s.id, name: s.name })),
          totalServiceCount: connected.length,
        };
      });
      const filterOf = (row: (typeof rows)[number], filter: unknown) => matchesFilter(row, filter, 'query.filter');
      const query = isRecord(input.query) ? input.query : {};
      const { items, pagingMetadata } = cursorPage(rows, query, PAGE_SIZES.servicePolicies, filterOf, 'formDetails.formId');
      const fields = Array.isArray(input.conditionalFields) ? input.conditionalFields : [];
      if (!fields.includes('DEFAULT_BOOKING_FORM')) return { bookingForms: items, pagingMetadata };
      const fallback = Object.values(services.forms).find((f) => f.default);
      if (!fallback) throw applicationError(404, 'DEFAULT_BOOKING_FORM_NOT_FOUND', 'The site has no default booking form');
      return { bookingForms: items, pagingMetadata, defaultBookingForm: rows.find((r) => r.formDetails.formId === fallback.id) };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/count`,
    ({ input, state }) => {
      const services = servicesState(state);
      return { count: servedServices(services).filter((s) => matchesFilter(s, input.filter)).length };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/locations/query`,
    ({ input, state }) => {
      const { filter, matching } = queriedServices(servicesState(state), input);
      const locations = matching.flatMap((s) => s.locations);
      const ids = idList(filter.businessLocationIds);
      const seen = new Set<string>();
      const business = locations.filter((l) => {
        if (l.type !== 'BUSINESS' || !l.business || seen.has(l.business.id) || (ids && !ids.includes(l.business.id))) return false;
        seen.add(l.business.id);
        return true;
      });
      business.sort((a, b) => a.business!.id.localeCompare(b.business!.id));
      return {
        businessLocations: {
          exists: business.length > 0,
          locations: business.map((location) => ({ ...location, id: location.business!.id })),
        },
        customLocations: { exists: locations.some((l) => l.type === 'CUSTOM') },
        customerLocations: { exists: locations.some((l) => l.type === 'CUSTOMER') },
      };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/categories/query`,
    ({ input, state }) => {
      const services = servicesState(state);
      const { filter, matching } = queriedServices(services, input);
      const ids = idList(filter.categoryIds);
      const used = new Set(matching.flatMap((s) => (s.category ? [s.category.id] : [])));
      const categories = Object.values(services.categories)
        .filter((c) => used.has(c.id) && (!ids || ids.includes(c.id)))
        .sort((a, b) => a.id.localeCompare(b.id));
      return { categories: clone(categories) };
    },
    READ,
  );

  domain.route(
    'POST',
    `${BASE}/{id}/locations`,
    changeService((services, { params, input, emit }, at) =>
      setServiceLocations(services, params.id!, input.locations, input.removedLocationSessionsAction, at, emit),
    ),
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/{id}/pricing-plans/add`,
    changeService((services, { params, input, state, emit }, at) =>
      enablePricingPlans(services, (planId) => findPlan(state, planId), params.id!, input.pricingPlanIds, at, emit),
    ),
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/{id}/pricing-plans/remove`,
    changeService((services, { params, input, emit }, at) => disablePricingPlans(services, params.id!, input.pricingPlanIds, at, emit)),
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/{id}/slugs/custom`,
    ({ params, input, state, clock, emit }) => {
      const services = servicesState(state);
      const { slug, service } = setCustomSlug(services, params.id!, input.slug, now(clock), emit);
      return { slug, service: served(services, service) };
    },
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/slugs/validate`,
    ({ input, state }) => {
      const services = servicesState(state);
      if (input.serviceId !== undefined) requireServiceIn(services, input.serviceId);
      const errors = slugErrors(services, input.slug, input.serviceId);
      return errors.length ? { valid: false, errors } : { valid: true, slug: input.slug, errors: [] };
    },
    OWNER,
  );

  domain.route(
    'POST',
    `${BASE}/clone`,
    ({ input, state, clock, emit }) => {
      const services = servicesState(state);
      const { service, errors } = cloneService(services, input.sourceServiceId, now(clock), emit);
      return { service: served(services, service), errors };
    },
    OWNER,
  );
}
