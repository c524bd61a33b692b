import type { Clock } from '../../clock.js';
import { conflict, failedPrecondition, notFound, validationError, type FieldViolation } from '../../errors.js';
import { newId } from '../../ids.js';
import type { StateStore } from '../../state/store.js';
import type { Webhooks } from '../../webhooks/webhooks.js';
import { defaultPolicy, type Emit, newPolicy, policyEvent, serveService, serviceEvent, servicesState, staffEvent } from './state.js';
import type { BookingPolicy, BusinessLocation, Category, RecurringSession, ScheduleRecord, ServicesState, StaffMember } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/** What {@link servicesAdmin} needs from an emulator (an `Emulator` has all of it). */
export interface ServicesHost {
  store: StateStore;
  clock: Clock;
  webhooks: Webhooks;
}

/**
 * Test and setup helpers for the parts of the services domain that have no route of their own
 * (staff members, booking policies, business locations, categories). Every change is saved and
 * emits its signed webhook (as the site owner): `staff_member_*`, `booking_policy_*`, and
 * `service_updated` for services a change touches.
 */
export interface ServicesAdmin {
  /** Adds a staff member (a new resource id unless given); emits `staff_member_created` and `staff_member_fully_created`. */
  addStaffMember(input: Partial<StaffMember> & { name: string }): StaffMember;
  /** Changes a staff member (name, working hours, ...); emits `staff_member_updated`. */
  updateStaffMember(id: string, patch: Partial<Omit<StaffMember, 'id' | 'resourceId'>>): StaffMember;
  /** Deletes a staff member and takes them off every service; emits `staff_member_deleted` (and `service_updated`). */
  removeStaffMember(id: string): void;
  /** Creates a booking policy (disabled sub-policies unless given, validated); emits `booking_policy_created`. */
  createPolicy(input: Partial<BookingPolicy> & { name: string }): BookingPolicy;
  /** Updates a policy; `revision` must be the current one (409 otherwise); sub-policies are replaced whole. Emits `booking_policy_updated`. */
  updatePolicy(id: string, patch: Partial<BookingPolicy> & { revision: string }): BookingPolicy;
  /** Makes a policy the site default; emits `booking_policy_default_booking_policy_set` (nothing when it already is). */
  setDefaultPolicy(id: string): BookingPolicy;
  /** Deletes a non-default policy (428 `DEFAULT_POLICY_CANNOT_BE_DELETED` otherwise); its services move to the default. */
  deletePolicy(id: string): void;
  /**
   * Replaces the weekly sessions of a class or course schedule (ids are given when missing). The
   * service's `staffMemberIds` become the resource ids of the sessions' staff; emits `service_updated`.
   */
  setSessions(serviceId: string, sessions: Array<Omit<RecurringSession, 'id'> & { id?: string }>): ScheduleRecord;
  /** Adds a business location. */
  addLocation(input: Partial<BusinessLocation> & { name: string }): BusinessLocation;
  /** Adds a category. */
  addCategory(input: Partial<Category> & { name: string }): Category;
}

const SUB_POLICIES = [
  'customPolicyDescription',
  'limitEarlyBookingPolicy',
  'limitLateBookingPolicy',
  'bookAfterStartPolicy',
  'cancellationPolicy',
  'reschedulePolicy',
  'waitlistPolicy',
  'participantsPolicy',
  'resourcesPolicy',
  'cancellationFeePolicy',
  'saveCreditCardPolicy',
] as const;

/**
 * The booking policy rules of platform-rules §3.6 that concern booking windows and fees.
 */
export function validatePolicy(policy: BookingPolicy): FieldViolation[] {
  const out: FieldViolation[] = [];
  const rule = (field: string, ruleName: string, description: string) =>
    out.push({ field, description, violatedRule: 'VALIDATION', ruleName });
  if (!policy.name || policy.name.length > 400) rule('bookingPolicy.name', 'INVALID_NAME', 'must be 1-400 characters');
  if (policy.limitLateBookingPolicy.enabled && policy.bookAfterStartPolicy.enabled) {
    rule(
      'bookingPolicy.bookAfterStartPolicy',
      'BOTH_LATE_AND_AFTER_START_POLICIES_NOT_ALLOWED',
      'cannot be enabled with limitLateBookingPolicy',
    );
  }
  if (
    policy.limitEarlyBookingPolicy.enabled &&
    policy.limitLateBookingPolicy.enabled &&
    policy.limitEarlyBookingPolicy.earliestBookingInMinutes <= policy.limitLateBookingPolicy.latestBookingInMinutes
  ) {
    rule(
      'bookingPolicy.limitEarlyBookingPolicy.earliestBookingInMinutes',
      'INVALID_BOOKING_WINDOW',
      'must be more than latestBookingInMinutes',
    );
  }
  if (policy.cancellationFeePolicy.enabled) {
    if (!policy.saveCreditCardPolicy.enabled)
      rule('bookingPolicy.saveCreditCardPolicy', 'CANCELLATION_FEE_WITHOUT_CREDIT_CARD', 'must be enabled with a cancellation fee');
    if (!policy.customPolicyDescription.enabled || !policy.customPolicyDescription.description) {
      rule('bookingPolicy.customPolicyDescription', 'CANCELLATION_FEE_WITHOUT_DESCRIPTION', 'must be given with a cancellation fee');
    }
    if (policy.cancellationFeePolicy.cancellationWindows.length === 0)
      rule('bookingPolicy.cancellationFeePolicy.cancellationWindows', 'EMPTY_CANCELLATION_WINDOWS_LIST', 'must hold 1-2 windows');
  }
  for (const [field, value] of [
    ['limitEarlyBookingPolicy.earliestBookingInMinutes', policy.limitEarlyBookingPolicy.earliestBookingInMinutes],
    ['limitLateBookingPolicy.latestBookingInMinutes', policy.limitLateBookingPolicy.latestBookingInMinutes],
    ['cancellationPolicy.latestCancellationInMinutes', policy.cancellationPolicy.latestCancellationInMinutes],
    ['reschedulePolicy.latestRescheduleInMinutes', policy.reschedulePolicy.latestRescheduleInMinutes],
    ['participantsPolicy.maxParticipantsPerBooking', policy.participantsPolicy.maxParticipantsPerBooking],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) rule(`bookingPolicy.${field}`, 'INVALID_MINUTES', 'must be 1 or more');
  }
  return out;
}

function requirePolicy(services: ServicesState, id: string): BookingPolicy {
  const policy = own(services.policies, id);
  if (!policy) throw notFound('Booking policy not found', 'BOOKING_POLICY_NOT_FOUND', { bookingPolicyId: id });
  return policy;
}

function requireStaff(services: ServicesState, id: string): StaffMember {
  const member = own(services.staff, id);
  if (!member) throw notFound('Staff member not found', 'STAFF_MEMBER_NOT_FOUND', { staffMemberId: id });
  return member;
}

/**
 * The services admin helpers of an emulator.
 *
 * @example
 * ```ts
 * servicesAdmin(emulator).addStaffMember({ name: 'Sam', workingHours: [{ weekday: 'MON', startTime: '10:00', endTime: '14:00' }] });
 * ```
 */
export function servicesAdmin(host: ServicesHost): ServicesAdmin {
  const { store, clock, webhooks } = host;
  const emit: Emit = (eventType, event) => webhooks.emit(eventType, { ...event, identity: event.identity ?? { identityType: 'WIX_USER' } });
  const run = <T>(fn: (services: ServicesState, now: string) => T): T =>
    store.mutate((state) => fn(servicesState(state), clock.now().toISOString()));
  const copy = <T>(value: T): T => clone(value);
  return {
    addStaffMember: (input) =>
      run((services, now) => {
        const member: StaffMember = {
          timeZone: services.timeZone,
          workingHours: [],
          ...copy(input),
          id: input.id ?? newId(),
          resourceId: input.resourceId ?? newId(),
          createdDate: now,
          updatedDate: now,
          revision: '1',
        };
        services.staff[member.id] = member;
        emit(...staffEvent('created', member));
        emit('wix.bookings.staff.v1.staff_member_fully_created', {
          entityFqdn: 'wix.bookings.staff.v1.staff_member',
          slug: 'fully_created',
          entityId: member.id,
          actionEvent: { body: { staffMember: copy(member) } },
        });
        return copy(member);
      }),
    updateStaffMember: (id, patch) =>
      run((services, now) => {
        const current = requireStaff(services, id);
        const next: StaffMember = {
          ...current,
          ...copy(patch),
          id,
          resourceId: current.resourceId,
          updatedDate: now,
          revision: String(Number(current.revision) + 1),
        };
        services.staff[id] = next;
        emit(...staffEvent('updated', next));
        return copy(next);
      }),
    removeStaffMember: (id) =>
      run((services, now) => {
        const member = requireStaff(services, id);
        delete services.staff[id];
        emit(...staffEvent('deleted', member));
        for (const service of Object.values(services.services)) {
          if (!service.staffMemberIds.includes(member.resourceId)) continue;
          service.staffMemberIds = service.staffMemberIds.filter((r) => r !== member.resourceId);
          service.revision = String(Number(service.revision) + 1);
          service.updatedDate = now;
          emit(...serviceEvent('updated', serveService(services, service)));
        }
        for (const schedule of Object.values(services.schedules))
          for (const session of schedule.sessions) if (session.staffMemberId === id) delete session.staffMemberId;
      }),
    createPolicy: (input) =>
      run((services, now) => {
        const { id, revision: _r, createdDate: _c, updatedDate: _u, default: _d, ...rest } = copy(input);
        const base = newPolicy(id ?? newId(), input.name, now);
        const policy: BookingPolicy = { ...base, ...rest, default: Object.keys(services.policies).length === 0 };
        for (const key of SUB_POLICIES) policy[key] = { ...base[key], ...(rest[key] ?? {}) } as never;
        const violations = validatePolicy(policy);
        if (violations.length) throw validationError(violations);
        services.policies[policy.id] = policy;
        emit(...policyEvent('created', policy));
        return copy(policy);
      }),
    updatePolicy: (id, patch) =>
      run((services, now) => {
        const current = requirePolicy(services, id);
        if (String(patch.revision) !== current.revision)
          throw conflict('REVISION_MISMATCH', `The booking policy's current revision is ${current.revision}`, {
            bookingPolicyId: id,
            currentRevision: current.revision,
          });
        const { revision: _r, id: _i, createdDate: _c, updatedDate: _u, default: _d, ...rest } = copy(patch);
        const base = newPolicy(id, current.name, now);
        const next: BookingPolicy = { ...current, ...rest, updatedDate: now, revision: String(Number(current.revision) + 1) };
        // A sub-policy is sent whole: fields left out go back to their defaults.
        for (const key of SUB_POLICIES) if (rest[key]) next[key] = { ...base[key], ...rest[key] } as never;
        const violations = validatePolicy(next);
        if (violations.length) throw validationError(violations);
        services.policies[id] = next;
        emit(...policyEvent('updated', next));
        return copy(next);
      }),
    setDefaultPolicy: (id) =>
      run((services, now) => {
        const target = requirePolicy(services, id);
        if (target.default) return copy(target);
        const previous = defaultPolicy(services);
        if (previous) {
          previous.default = false;
          previous.updatedDate = now;
          previous.revision = String(Number(previous.revision) + 1);
        }
        target.default = true;
        target.updatedDate = now;
        target.revision = String(Number(target.revision) + 1);
        const [eventType, event] = policyEvent('default_booking_policy_set', target);
        emit(eventType, {
          ...event,
          actionEvent: {
            body: { currentDefaultBookingPolicy: copy(target), ...(previous ? { previousDefaultBookingPolicy: copy(previous) } : {}) },
          },
        });
        return copy(target);
      }),
    deletePolicy: (id) =>
      run((services, now) => {
        const policy = requirePolicy(services, id);
        if (policy.default)
          throw failedPrecondition('DEFAULT_POLICY_CANNOT_BE_DELETED', 'Set another default booking policy before deleting this one', {
            bookingPolicyId: id,
          });
        delete services.policies[id];
        emit(...policyEvent('deleted', policy));
        const fallback = defaultPolicy(services);
        for (const service of Object.values(services.services)) {
          if (service.bookingPolicy.id !== id || !fallback) continue;
          service.bookingPolicy = { id: fallback.id };
          service.revision = String(Number(service.revision) + 1);
          service.updatedDate = now;
          emit(...serviceEvent('updated', serveService(services, service)));
        }
      }),
    setSessions: (serviceId, sessions) =>
      run((services, now) => {
        const service = own(services.services, serviceId);
        if (!service) throw notFound('Service not found', 'SERVICE_NOT_FOUND', { serviceId });
        if (service.type === 'APPOINTMENT') {
          throw validationError([
            {
              field: 'sessions',
              description: 'appointments have no sessions: their availability comes from the staff working hours',
              violatedRule: 'VALIDATION',
            },
          ]);
        }
        const schedule = own(services.schedules, service.schedule.id);
        if (!schedule) throw notFound('Schedule not found', 'SCHEDULE_NOT_FOUND', { scheduleId: service.schedule.id });
        schedule.sessions = sessions.map((session) => ({ ...copy(session), id: session.id ?? newId() }));
        const staff = schedule.sessions.flatMap((session) => own(services.staff, session.staffMemberId)?.resourceId ?? []);
        service.staffMemberIds = [...new Set(staff)];
        service.revision = String(Number(service.revision) + 1);
        service.updatedDate = now;
        emit(...serviceEvent('updated', serveService(services, service)));
        return copy(schedule);
      }),
    addLocation: (input) =>
      run((services) => {
        const location: BusinessLocation = { default: false, ...copy(input), id: input.id ?? newId() };
        services.locations[location.id] = location;
        return copy(location);
      }),
    addCategory: (input) =>
      run((services) => {
        const category: Category = { sortOrder: Object.keys(services.categories).length, ...copy(input), id: input.id ?? newId() };
        services.categories[category.id] = category;
        return copy(category);
      }),
  };
}
