import type { FieldViolation } from '../../errors.js';
import type { ServicesState } from './types.js';
import { own } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/*
 * Service validation of platform-rules §3.1-3.3 (create, and the merged result of an update).
 */

const TYPES = ['APPOINTMENT', 'CLASS', 'COURSE'];
const RATES = ['FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION'];
const PRICE = /^\d+(\.\d{1,2})?$/;

const rule = (field: string, ruleName: string, description: string): FieldViolation => ({
  field,
  description,
  violatedRule: 'VALIDATION',
  ruleName,
});
const positivePrice = (money: unknown) =>
  isRecord(money) && typeof money.value === 'string' && PRICE.test(money.value) && Number(money.value) > 0;

function payment(out: FieldViolation[], service: Record<string, any>): void {
  const p = service.payment;
  if (!isRecord(p)) {
    out.push(rule('service.payment', 'PAYMENT_REQUIRED', 'is required'));
    return;
  }
  if (!RATES.includes(p.rateType)) {
    out.push(rule('service.payment.rateType', 'INVALID_PAYMENT_TYPE', `must be one of ${RATES.join(', ')}`));
    return;
  }
  const options = isRecord(p.options) ? p.options : {};
  const priced =
    (p.rateType === 'FIXED' && positivePrice(p.fixed?.price)) ||
    (p.rateType === 'VARIED' && positivePrice(p.varied?.defaultPrice)) ||
    (p.rateType === 'SUBSCRIPTION' && positivePrice(p.subscription?.amountPerBillingCycle));
  if (p.rateType === 'FIXED' && !priced)
    out.push(rule('service.payment.fixed.price', 'INVALID_RATE', 'must be a price above 0 with at most 2 decimals'));
  if (p.rateType === 'VARIED' && !priced)
    out.push(rule('service.payment.varied.defaultPrice', 'INVALID_RATE', 'must be a price above 0 with at most 2 decimals'));
  if (p.rateType === 'SUBSCRIPTION' && !priced)
    out.push(rule('service.payment.subscription.amountPerBillingCycle', 'INVALID_RATE', 'must be a price above 0'));
  if (
    p.rateType === 'CUSTOM' &&
    (typeof p.custom?.description !== 'string' || p.custom.description.length === 0 || p.custom.description.length > 50)
  ) {
    out.push(rule('service.payment.custom.description', 'INVALID_RATE', 'must be 1-50 characters'));
  }
  const anyOption =
    options.online === true ||
    options.inPerson === true ||
    ((p.rateType === 'FIXED' || p.rateType === 'VARIED') && options.pricingPlan === true);
  if (!anyOption)
    out.push(
      rule(
        'service.payment.options',
        'INVALID_PAYMENT_OPTIONS',
        'at least one of online, inPerson (or pricingPlan for FIXED and VARIED) must be true',
      ),
    );
  if (options.online === true && !['FIXED', 'VARIED', 'SUBSCRIPTION'].includes(p.rateType)) {
    out.push(
      rule('service.payment.options.online', 'INVALID_PAYMENT_OPTIONS', 'online payment needs a FIXED, VARIED or SUBSCRIPTION rate'),
    );
  }
  if (options.deposit === true) {
    const deposit = p.rateType === 'FIXED' ? p.fixed?.deposit : p.rateType === 'VARIED' ? p.varied?.deposit : undefined;
    if (!positivePrice(deposit) || options.online !== true || options.inPerson === true) {
      out.push(
        rule(
          'service.payment.options.deposit',
          'INVALID_PAYMENT_OPTIONS',
          'a deposit needs a FIXED or VARIED rate, a deposit amount, online payment and no in-person payment',
        ),
      );
    }
  }
  if (options.pricingPlan === true && service.onlineBooking?.requireManualApproval === true) {
    out.push(
      rule(
        'service.onlineBooking.requireManualApproval',
        'INVALID_MANUAL_APPROVAL_WITH_PRICING_PLANS',
        'cannot be combined with pricing plan payment',
      ),
    );
  }
}

/**
 * The location rules of platform-rules §3.3 for a service type.
 */
export function validateLocations(locations: unknown, type: string, services: ServicesState, field: string): FieldViolation[] {
  if (locations === undefined || locations === null) return [];
  if (!Array.isArray(locations) || locations.length > 100)
    return [rule(field, 'INVALID_LOCATIONS', 'must be a list of at most 100 locations')];
  const out: FieldViolation[] = [];
  // Keyed by the sent `type`: a null-prototype object, so `__proto__` or `constructor` are plain keys.
  const count: Record<string, number> = Object.create(null);
  locations.forEach((location, i) => {
    const at = `${field}[${i}]`;
    const kind = isRecord(location) ? (location.type ?? 'CUSTOM') : undefined;
    count[kind] = (count[kind] ?? 0) + 1;
    if (kind === 'BUSINESS') {
      if (!own(services.locations, location.business?.id))
        out.push(rule(`${at}.business.id`, 'INVALID_BUSINESS_LOCATION', 'must be the id of a business location'));
    } else if (kind === 'CUSTOM') {
      if (!isRecord(location.custom?.address))
        out.push(rule(`${at}.custom.address`, 'INVALID_CUSTOM_LOCATION', 'is required for a CUSTOM location'));
    } else if (kind === 'CUSTOMER') {
      if (type !== 'APPOINTMENT') out.push(rule(`${at}.type`, 'INVALID_CUSTOMER_LOCATION', 'CUSTOMER locations are for appointments only'));
    } else out.push(rule(`${at}.type`, 'INVALID_UNKNOWN_LOCATION', 'must be BUSINESS, CUSTOM or CUSTOMER'));
  });
  if ((count.CUSTOM ?? 0) > 1 || (count.CUSTOMER ?? 0) > 1)
    out.push(rule(field, 'INVALID_LOCATIONS', 'at most one CUSTOM and one CUSTOMER location'));
  if (type === 'COURSE' && locations.length > 1) out.push(rule(field, 'INVALID_LOCATIONS', 'a course has one location only'));
  return out;
}

/**
 * Validates a service to create, or the merged result of an update.
 */
export function validateService(service: Record<string, any>, mode: 'create' | 'update', services: ServicesState): FieldViolation[] {
  const out: FieldViolation[] = [];
  if (!TYPES.includes(service.type)) out.push(rule('service.type', 'INVALID_SERVICE_TYPE', 'must be APPOINTMENT, CLASS or COURSE'));
  if (typeof service.name !== 'string' || service.name.trim().length === 0 || service.name.length > 400) {
    out.push(rule('service.name', 'INVALID_SERVICE_NAME', 'must be 1-400 characters'));
  }
  if (service.onlineBooking !== undefined && !isRecord(service.onlineBooking))
    out.push(rule('service.onlineBooking', 'INVALID_ONLINE_BOOKING', 'must be an object'));
  payment(out, service);
  const capacity = service.defaultCapacity;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > 1000)
    out.push(rule('service.defaultCapacity', 'INVALID_DEFAULT_CAPACITY', 'must be 1-1000'));
  else if (service.type === 'APPOINTMENT' && capacity !== 1)
    out.push(rule('service.defaultCapacity', 'INVALID_APPOINTMENT_CAPACITY', 'must be 1 for an appointment'));
  const durations = service.schedule?.availabilityConstraints?.sessionDurations;
  if (service.type === 'APPOINTMENT') {
    if (
      !Array.isArray(durations) ||
      durations.length === 0 ||
      durations.length > 50 ||
      durations.some((d: unknown) => !Number.isInteger(d) || (d as number) < 1 || (d as number) > 44639)
    ) {
      out.push(
        rule(
          'service.schedule.availabilityConstraints.sessionDurations',
          'INVALID_SESSION_DURATION',
          'an appointment needs 1-50 durations of 1-44639 minutes',
        ),
      );
    }
    const staff: unknown = service.staffMemberIds;
    const known = new Set(Object.values(services.staff).map((m) => m.resourceId));
    if (!Array.isArray(staff) || staff.length === 0 || staff.length > 220 || staff.some((id) => !known.has(id as string))) {
      out.push(rule('service.staffMemberIds', 'INVALID_STAFF_MEMBER_IDS', 'an appointment needs at least one staff member resource id'));
    }
  } else if (mode === 'create' && Array.isArray(durations) && durations.length > 0) {
    out.push(
      rule(
        'service.schedule.availabilityConstraints.sessionDurations',
        'INVALID_SESSION_DURATION',
        'must not be sent for classes and courses',
      ),
    );
  }
  if (service.category?.id !== undefined && !own(services.categories, service.category.id))
    out.push(rule('service.category.id', 'INVALID_CATEGORY', 'is not a category of the site'));
  if (service.bookingPolicy?.id !== undefined && !own(services.policies, service.bookingPolicy.id))
    out.push(rule('service.bookingPolicy.id', 'INVALID_BOOKING_POLICY', 'is not a booking policy of the site'));
  if (service.form?.id !== undefined && !own(services.forms, service.form.id))
    out.push(rule('service.form.id', 'INVALID_FORM', 'is not a booking form of the site'));
  if (mode === 'create') {
    if (service.addOnGroups !== undefined) out.push(rule('service.addOnGroups', 'INVALID_ADD_ON_GROUPS', 'must not be sent on create'));
    out.push(...validateLocations(service.locations, service.type, services, 'service.locations'));
  }
  if (typeof service.description === 'string' && service.description.length > 7000)
    out.push(rule('service.description', 'INVALID_DESCRIPTION', 'must be at most 7000 characters'));
  if (typeof service.tagLine === 'string' && service.tagLine.length > 6000)
    out.push(rule('service.tagLine', 'INVALID_TAG_LINE', 'must be at most 6000 characters'));
  return out;
}
