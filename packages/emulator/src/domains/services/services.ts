import { applicationError, conflict, failedPrecondition, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Plan } from '../plans/api.js';
import {
  defaultPolicy,
  defaultSlug,
  type Emit,
  requireServiceIn,
  serveService,
  serviceEvent,
  serviceUrls,
  slugRecord,
  slugsOfOthers,
} from './state.js';
import type { Service, ServicesState } from './types.js';
import { BOOKINGS_APP_ID } from './types.js';
import { applyServiceUpdate } from './update.js';
import { validateLocations, validateService } from './validation.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { display, isRecord } from '../../util/values.js';

/*
 * Service writes (platform-rules §3.1-3.5). Every write emits its `service_*` event with the served entity.
 */

const CREATE_READ_ONLY = [
  'id',
  'revision',
  'createdDate',
  'updatedDate',
  'mainSlug',
  'supportedSlugs',
  'urls',
  'staffMemberDetails',
  'appId',
  'createdByAppId',
];

/**
 * Creates a service with its schedule; emits `service_created`.
 */
export function createService(services: ServicesState, input: unknown, now: string, emit: Emit, id: string = newId()): Service {
  if (!isRecord(input)) throw validationError([{ field: 'service', description: 'is required', violatedRule: 'REQUIRED' }]);
  const draft: Record<string, any> = clone(input);
  for (const key of CREATE_READ_ONLY) delete draft[key];
  if (draft.type === 'APPOINTMENT' && draft.defaultCapacity === undefined) draft.defaultCapacity = 1;
  const violations = validateService(draft, 'create', services);
  if (violations.length) throw validationError(violations);
  const slug = defaultSlug(draft.name, slugsOfOthers(services));
  const main = slugRecord(slug, false, now);
  const scheduleId = newId();
  const constraints = isRecord(draft.schedule?.availabilityConstraints) ? draft.schedule.availabilityConstraints : {};
  const sessionDurations: number[] | undefined = draft.type === 'APPOINTMENT' ? constraints.sessionDurations : undefined;
  const policyId = draft.bookingPolicy?.id ?? defaultPolicy(services)?.id ?? '';
  const formId = draft.form?.id ?? Object.values(services.forms).find((f) => f.default)?.id;
  const payment = { options: {}, ...draft.payment, pricingPlanIds: [] };
  const service: Service = {
    ...draft,
    id,
    revision: '1',
    createdDate: now,
    updatedDate: now,
    appId: BOOKINGS_APP_ID,
    type: draft.type,
    name: draft.name,
    hidden: draft.hidden ?? false,
    defaultCapacity: draft.defaultCapacity,
    payment,
    onlineBooking: { enabled: true, requireManualApproval: false, allowMultipleRequests: false, ...draft.onlineBooking },
    locations: (draft.locations ?? []).map((l: Record<string, any>) => ({
      ...l,
      id: l.id ?? newId(),
      type: l.type ?? 'CUSTOM',
      ...(l.type === 'CUSTOM' || !l.type ? { calculatedAddress: l.custom?.address } : {}),
    })),
    bookingPolicy: { id: policyId },
    ...(formId ? { form: { id: formId } } : {}),
    schedule: {
      id: scheduleId,
      ...(draft.schedule?.firstSessionStart ? { firstSessionStart: draft.schedule.firstSessionStart } : {}),
      ...(draft.schedule?.lastSessionEnd ? { lastSessionEnd: draft.schedule.lastSessionEnd } : {}),
      availabilityConstraints: {
        ...(sessionDurations ? { sessionDurations, durations: sessionDurations.map((minutes) => ({ minutes })) } : {}),
        ...(constraints.timeBetweenSessions !== undefined ? { timeBetweenSessions: constraints.timeBetweenSessions } : {}),
      },
    },
    staffMemberIds: draft.type === 'APPOINTMENT' ? [...draft.staffMemberIds] : [],
    mainSlug: main,
    supportedSlugs: [main],
    urls: serviceUrls(slug),
  };
  services.services[id] = service;
  services.schedules[scheduleId] = {
    id: scheduleId,
    serviceId: id,
    status: 'ACTIVE',
    timeZone: services.timeZone,
    capacity: service.defaultCapacity,
    sessions: [],
  };
  emit(...serviceEvent('created', serveService(services, service)));
  return service;
}

/**
 * Checks the sent revision against the current one: 400 when missing, 409 when different.
 */
export function assertRevision(service: Service, sent: unknown, field: string): void {
  if (sent === undefined || sent === null || sent === '')
    throw validationError([{ field, description: 'is required', violatedRule: 'REQUIRED' }]);
  if (display(sent) !== service.revision) {
    throw conflict(
      'REVISION_MISMATCH',
      `The service was changed since revision ${display(sent)}; its current revision is ${service.revision}`,
      { serviceId: service.id, currentRevision: service.revision },
    );
  }
}

function commit(services: ServicesState, next: Service, now: string, emit: Emit): Service {
  next.revision = String(Number(next.revision) + 1);
  next.updatedDate = now;
  services.services[next.id] = next;
  const schedule = own(services.schedules, next.schedule.id);
  if (schedule) schedule.capacity = next.defaultCapacity;
  emit(...serviceEvent('updated', serveService(services, next)));
  return next;
}

/**
 * Updates a service (revision checked, partial by field mask); a rename moves a default slug; emits `service_updated`.
 */
export function updateService(
  services: ServicesState,
  id: string,
  patch: unknown,
  mask: string[] | undefined,
  now: string,
  emit: Emit,
  checkRevision = true,
): Service {
  const current = requireServiceIn(services, id);
  if (!isRecord(patch)) throw validationError([{ field: 'service', description: 'is required', violatedRule: 'REQUIRED' }]);
  if (checkRevision) assertRevision(current, patch.revision, 'service.revision');
  const next = applyServiceUpdate(current, patch, mask);
  const violations = validateService(next as unknown as Record<string, any>, 'update', services);
  if (violations.length) throw validationError(violations);
  if (next.name !== current.name) {
    const slug = defaultSlug(next.name, slugsOfOthers(services, id));
    if (!next.supportedSlugs.some((s) => s.name === slug)) next.supportedSlugs.push(slugRecord(slug, false, now));
    if (!current.mainSlug.custom) {
      next.mainSlug = next.supportedSlugs.find((s) => s.name === slug)!;
      next.urls = serviceUrls(slug);
    }
  }
  return commit(services, next, now, emit);
}

/**
 * Deletes a service and cancels its schedule; emits `service_deleted` with the last entity.
 */
export function deleteService(services: ServicesState, id: string, emit: Emit): Service {
  const service = requireServiceIn(services, id);
  const served = serveService(services, service);
  delete services.services[id];
  const schedule = own(services.schedules, service.schedule.id);
  if (schedule) schedule.status = 'CANCELLED';
  emit(...serviceEvent('deleted', served));
  return service;
}

/**
 * Clones a service: new id and schedule (with the recurring sessions of classes and courses), default
 * slug, no pricing plan ids, the default booking form (`FORM` in `errors`); emits `service_created`.
 */
export function cloneService(services: ServicesState, sourceId: unknown, now: string, emit: Emit): { service: Service; errors: string[] } {
  const source = requireServiceIn(services, sourceId);
  const id = newId();
  const scheduleId = newId();
  const slug = defaultSlug(source.name, slugsOfOthers(services));
  const main = slugRecord(slug, false, now);
  const errors: string[] = [];
  const defaultForm = Object.values(services.forms).find((f) => f.default);
  if (source.form?.id && source.form.id !== defaultForm?.id) errors.push('FORM');
  const service: Service = {
    ...clone(source),
    id,
    revision: '1',
    createdDate: now,
    updatedDate: now,
    mainSlug: main,
    supportedSlugs: [main],
    urls: serviceUrls(slug),
    payment: { ...clone(source.payment), pricingPlanIds: [] },
    schedule: { ...clone(source.schedule), id: scheduleId },
    ...(defaultForm ? { form: { id: defaultForm.id } } : {}),
  };
  const schedule = own(services.schedules, source.schedule.id);
  services.services[id] = service;
  services.schedules[scheduleId] = {
    id: scheduleId,
    serviceId: id,
    status: 'ACTIVE',
    timeZone: schedule?.timeZone ?? services.timeZone,
    capacity: service.defaultCapacity,
    sessions: (schedule?.sessions ?? []).map((s) => ({ ...s, id: newId() })),
  };
  emit(...serviceEvent('created', serveService(services, service)));
  return { service, errors };
}

/**
 * Replaces a service's locations (platform-rules §3.3). `removedLocationSessionsAction` applies to the
 * future sessions of removed business locations: `KEEP_AT_CURRENT_LOCATION` (default) or
 * `MOVE_TO_LOCATION` (`moveToLocationOptions.newLocation`, which must be one of the new locations).
 */
export function setServiceLocations(
  services: ServicesState,
  id: string,
  locations: unknown,
  action: unknown,
  now: string,
  emit: Emit,
): Service {
  const current = requireServiceIn(services, id);
  if (!Array.isArray(locations)) throw validationError([{ field: 'locations', description: 'is required', violatedRule: 'REQUIRED' }]);
  const violations = validateLocations(locations, current.type, services, 'locations');
  if (violations.length) throw validationError(violations);
  const kind = isRecord(action) ? (action.action ?? 'KEEP_AT_CURRENT_LOCATION') : 'KEEP_AT_CURRENT_LOCATION';
  if (kind !== 'KEEP_AT_CURRENT_LOCATION' && kind !== 'MOVE_TO_LOCATION') {
    throw validationError([
      {
        field: 'removedLocationSessionsAction.action',
        description: 'must be KEEP_AT_CURRENT_LOCATION or MOVE_TO_LOCATION',
        violatedRule: 'ENUM',
      },
    ]);
  }
  const next = clone(current);
  next.locations = locations.map((l: Record<string, any>) => ({
    ...clone(l),
    id: l.id ?? newId(),
    type: l.type ?? 'CUSTOM',
    ...((l.type ?? 'CUSTOM') === 'CUSTOM' ? { calculatedAddress: l.custom?.address } : {}),
  }));
  const keptBusiness = new Set(next.locations.flatMap((l) => (l.type === 'BUSINESS' && l.business ? [l.business.id] : [])));
  const removed = current.locations.flatMap((l) =>
    l.type === 'BUSINESS' && l.business && !keptBusiness.has(l.business.id) ? [l.business.id] : [],
  );
  if (kind === 'MOVE_TO_LOCATION') {
    const target = isRecord(action) ? action.moveToLocationOptions?.newLocation : undefined;
    const targetId = target?.business?.id ?? target?.id;
    if (!targetId || !keptBusiness.has(targetId)) {
      throw validationError([
        {
          field: 'removedLocationSessionsAction.moveToLocationOptions.newLocation',
          description: 'must be one of the new business locations',
          violatedRule: 'VALIDATION',
        },
      ]);
    }
    const schedule = own(services.schedules, current.schedule.id);
    for (const session of schedule?.sessions ?? [])
      if (session.locationId && removed.includes(session.locationId)) session.locationId = targetId;
  }
  return commit(services, next, now, emit);
}

/**
 * Adds pricing plan ids to a service (deduplicated, at most 75); unknown or archived plans are
 * refused (`INVALID_PRICING_PLAN`), as are services with manual approval (`SERVICE_DOES_NOT_SUPPORT_PRICING_PLANS`).
 */
export function enablePricingPlans(
  services: ServicesState,
  findPlan: (planId: string) => Plan | undefined,
  id: string,
  planIds: unknown,
  now: string,
  emit: Emit,
): Service {
  const current = requireServiceIn(services, id);
  const ids = readPlanIds(planIds);
  for (const planId of ids) {
    const plan = findPlan(planId);
    if (!plan || plan.archived)
      throw applicationError(400, 'INVALID_PRICING_PLAN', `Pricing plan ${planId} does not exist or is archived`, {
        id: planId,
        message: 'unknown or archived plan',
      });
  }
  if (current.onlineBooking.requireManualApproval) {
    throw failedPrecondition(
      'SERVICE_DOES_NOT_SUPPORT_PRICING_PLANS',
      'A service that needs manual approval cannot be paid with pricing plans',
      { serviceId: id },
    );
  }
  const next = clone(current);
  next.payment.pricingPlanIds = [...new Set([...(next.payment.pricingPlanIds ?? []), ...ids])].slice(0, 75);
  return commit(services, next, now, emit);
}

/**
 * Removes pricing plan ids from a service; an id the service does not have is `INVALID_PRICING_PLAN`.
 */
export function disablePricingPlans(services: ServicesState, id: string, planIds: unknown, now: string, emit: Emit): Service {
  const current = requireServiceIn(services, id);
  const ids = readPlanIds(planIds);
  const existing = current.payment.pricingPlanIds ?? [];
  const missing = ids.find((planId) => !existing.includes(planId));
  if (missing)
    throw applicationError(400, 'INVALID_PRICING_PLAN', `Pricing plan ${missing} is not enabled for the service`, {
      id: missing,
      message: 'not enabled for the service',
    });
  const next = clone(current);
  next.payment.pricingPlanIds = existing.filter((planId) => !ids.includes(planId));
  return commit(services, next, now, emit);
}

function readPlanIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || value.some((v) => typeof v !== 'string')) {
    throw validationError([{ field: 'pricingPlanIds', description: 'must be 1-100 plan ids', violatedRule: 'VALIDATION' }]);
  }
  return value as string[];
}

const SLUG = /^[a-z0-9-]{1,500}$/;

/**
 * The problems of a slug for a service: illegal characters, or held (now or before) by another service.
 */
export function slugErrors(
  services: ServicesState,
  slug: unknown,
  serviceId?: string,
): Array<'SLUG_CONTAINS_ILLEGAL_CHARACTERS' | 'SLUG_ALREADY_EXISTS'> {
  const errors: Array<'SLUG_CONTAINS_ILLEGAL_CHARACTERS' | 'SLUG_ALREADY_EXISTS'> = [];
  if (typeof slug !== 'string' || !SLUG.test(slug)) errors.push('SLUG_CONTAINS_ILLEGAL_CHARACTERS');
  if (typeof slug === 'string' && slugsOfOthers(services, serviceId).has(slug)) errors.push('SLUG_ALREADY_EXISTS');
  return errors;
}

/**
 * Sets a custom slug (it becomes `mainSlug`, `custom: true`, and joins `supportedSlugs`); emits `service_updated`.
 */
export function setCustomSlug(
  services: ServicesState,
  id: string,
  slug: unknown,
  now: string,
  emit: Emit,
): { slug: Service['mainSlug']; service: Service } {
  const current = requireServiceIn(services, id);
  const errors = slugErrors(services, slug, id);
  if (errors.includes('SLUG_CONTAINS_ILLEGAL_CHARACTERS')) {
    throw validationError([
      {
        field: 'slug',
        description: 'may hold only lowercase letters, digits and hyphens (at most 500)',
        violatedRule: 'VALIDATION',
        ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
      },
    ]);
  }
  if (errors.includes('SLUG_ALREADY_EXISTS'))
    throw failedPrecondition('SLUG_ALREADY_EXISTS', `Another service uses or used the slug "${display(slug)}"`, { slug });
  const next = clone(current);
  const record = slugRecord(slug as string, true, now);
  next.supportedSlugs = [...next.supportedSlugs.filter((s) => s.name !== slug), record];
  next.mainSlug = record;
  next.urls = serviceUrls(record.name);
  const saved = commit(services, next, now, emit);
  return { slug: record, service: saved };
}
