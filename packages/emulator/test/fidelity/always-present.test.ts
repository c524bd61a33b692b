import { describe, expect, it } from 'vitest';
import {
  DEMO_CLIENT_ID,
  DEMO_COUPON_CODE,
  DEMO_MEMBER_ID,
  DEMO_PLAN_IDS,
  DEMO_SERVICE_IDS,
  pricingPlans,
  type Emulator,
} from '../../src/index.js';
import { call, member, memberHeaders, newEmulator, visitor } from '../plans/helpers.js';
import { appointment } from '../services/helpers.js';
import { bookingsState } from '../../src/domains/bookings/state.js';
import { DEMO_REDIRECT_URIS } from '../../src/index.js';
import declared from './declared-always-present.json' with { type: 'json' };
import { readDeclaredPaths } from './declarations.js';
import { privateSessionSlot } from '../helpers.js';

/**
 * Every response the emulator gives for an official function carries the fields that function's
 * published declaration says are always present (`NonNullablePaths<...>` in `@wix/auto_sdk_*`,
 * recorded in declared-always-present.json). A path is checked where its parent is present: an
 * absent optional object (`order.cancellation`) is fine, but a present one lacks none of its
 * always-present fields.
 */

type Declared = Record<string, { module: string; response: string; paths: string[] }>;
const DECLARED = declared as Declared;

/**
 * Members of a oneOf that the generated declarations list as if all were present: the platform sends
 * one of them, so one is required.
 */
const ONE_OF: readonly string[][] = [
  ['createdBy.anonymousVisitorId', 'createdBy.memberId', 'createdBy.wixUserId', 'createdBy.appId'],
  ['value.strValue', 'value.numValue', 'value.boolValue'],
];

function oneOfGroup(path: string): string[] | undefined {
  return ONE_OF.find((group) => group.some((member) => path.endsWith(member)));
}

/** The paths (with concrete indexes) at which `body` lacks a field that `path` declares always present. */
function missingAt(body: unknown, path: string): string[] {
  const segments = path.split('.');
  const missing: string[] = [];
  const walk = (value: unknown, index: number, at: string): void => {
    const segment = segments[index]!;
    const last = index === segments.length - 1;
    if (segment === '*') {
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        walk(item, index + 1, `${at}[${i}]`);
      });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const next = (value as Record<string, unknown>)[segment];
    const here = at ? `${at}.${segment}` : segment;
    if (last) {
      if (next === undefined || next === null) missing.push(here);
      return;
    }
    if (next === undefined || next === null) return; // an absent parent: nothing to check below it
    if (segments[index + 1] === '*' && !Array.isArray(next)) {
      missing.push(`${here} (not an array)`);
      return;
    }
    walk(next, index + 1, here);
  };
  walk(body, 0, '');
  return missing;
}

/** Every declared always-present field the body lacks (oneOf members: one of the group). */
function gaps(body: unknown, paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    const group = oneOfGroup(path);
    if (!group) {
      out.push(...missingAt(body, path));
      continue;
    }
    const prefix = path.slice(0, path.length - group.find((m) => path.endsWith(m))!.length);
    const siblings = group.map((m) => prefix + m);
    // Missing only when every member of the group is missing at the same place.
    const perMember = siblings.map((p) => new Set(missingAt(body, p).map((m) => m.slice(0, m.lastIndexOf('.')))));
    for (const place of perMember[0]!) if (perMember.every((s) => s.has(place))) out.push(`${place}.(${group.join('|')})`);
  }
  return [...new Set(out)];
}

const slot = (day: string, hour = 9) =>
  privateSessionSlot(`2026-03-${day}T${String(hour).padStart(2, '0')}:00:00`, `2026-03-${day}T${String(hour + 1).padStart(2, '0')}:00:00`);

const consultation = (day: string, hour: number) => ({
  serviceId: DEMO_SERVICE_IDS.consultation,
  scheduleId: 'a1000000-0000-4000-8000-000000000002',
  startDate: `2026-03-${day}T${String(hour).padStart(2, '0')}:00:00`,
  endDate: `2026-03-${day}T${String(hour).padStart(2, '0')}:30:00`,
  timezone: 'America/New_York',
  location: { locationType: 'OWNER_BUSINESS' },
});

/** A booking's current revision (read from the state: there is no single-booking read call). */
const rev = (c: Ctx, id: string) => String(bookingsState(c.emulator.state).bookings[id]!.booking.revision);
/** `{bookingId, revision}` of every booking of the fixture's multi-service booking. */
const infos = (c: Ctx, extra: (id: string, i: number) => Record<string, unknown> = () => ({})) =>
  [c.ids.multiFirst!, c.ids.multiSecond!].map((bookingId, i) => ({ bookingId, revision: rev(c, bookingId), ...extra(bookingId, i) }));

interface Ctx {
  emulator: Emulator;
  ids: Record<string, string>;
  visitor: Record<string, string>;
}

interface Scenario {
  /** `<module>.<function>` in declared-always-present.json. */
  fn: string;
  method: string;
  path: (ctx: Ctx) => string;
  body?: (ctx: Ctx) => unknown;
  headers?: (ctx: Ctx) => Record<string, string>;
  /** The property the official function returns (it unwraps the response), if any. */
  unwrap?: string;
}

const BOOKINGS = '/_api/bookings-service/v2/bookings';
const MULTI = '/_api/bookings-service/v2/multi_service_bookings';
const SERVICES = '/_api/bookings/v2/services';
const MEMBERS = '/members/v1/members';
const ORDERS = '/pricing-plans/v2';
const PLANS = '/pricing-plans/v2/plans';
const ATTENDANCE = '/bookings/bookings-attendance';
const asMember = (ctx: Ctx) => memberHeaders(ctx.emulator, 'ann');
const gold = {
  name: 'Gold',
  perks: { values: ['Unlimited classes'] },
  pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 }, price: { value: '19.99', currency: 'USD' } },
};

// Not exercised here (each answers the same booking view as the calls below): updateNumberOfParticipants
// (class and course bookings only) and markMultiServiceBookingAsPending (services that need approval).
const scenarios: Scenario[] = [
  // Pricing plans
  { fn: 'pricing-plans_plans.listPublicPlans', method: 'GET', path: () => `${PLANS}/public` },
  { fn: 'pricing-plans_plans.typedQueryPublicPlans', method: 'POST', path: () => `${PLANS}/public/query`, body: () => ({ query: {} }) },
  { fn: 'pricing-plans_plans.getPlan', method: 'GET', path: () => `${PLANS}/${DEMO_PLAN_IDS.monthly}`, unwrap: 'plan' },
  { fn: 'pricing-plans_plans.listPlans', method: 'GET', path: () => PLANS },
  { fn: 'pricing-plans_plans.getPlanStats', method: 'GET', path: () => `${PLANS}/stats` },
  { fn: 'pricing-plans_plans.createPlan', method: 'POST', path: () => PLANS, body: () => ({ plan: gold }), unwrap: 'plan' },
  {
    fn: 'pricing-plans_plans.updatePlan',
    method: 'PATCH',
    path: () => `${PLANS}/${DEMO_PLAN_IDS.monthly}`,
    body: () => ({ plan: { name: 'Renamed' } }),
    unwrap: 'plan',
  },
  {
    fn: 'pricing-plans_plans.setPlanVisibility',
    method: 'PUT',
    path: () => `${PLANS}/${DEMO_PLAN_IDS.threeMonths}/visibility`,
    body: () => ({ visible: true }),
  },
  {
    fn: 'pricing-plans_plans.makePlanPrimary',
    method: 'POST',
    path: () => `${PLANS}/${DEMO_PLAN_IDS.monthly}/make-primary`,
    body: () => ({}),
  },
  { fn: 'pricing-plans_plans.archivePlan', method: 'POST', path: () => `${PLANS}/${DEMO_PLAN_IDS.yearly}/archive`, body: () => ({}) },
  // Orders
  { fn: 'pricing-plans_orders.managementGetOrder', method: 'GET', path: (c) => `${ORDERS}/orders/${c.ids.order}` },
  { fn: 'pricing-plans_orders.managementListOrders', method: 'GET', path: () => `${ORDERS}/orders` },
  {
    fn: 'pricing-plans_orders.memberGetOrder',
    method: 'GET',
    path: (c) => `${ORDERS}/member/orders/${c.ids.order}`,
    headers: asMember,
    unwrap: 'order',
  },
  { fn: 'pricing-plans_orders.memberListOrders', method: 'GET', path: () => `${ORDERS}/member/orders`, headers: asMember },
  {
    fn: 'pricing-plans_orders.createOnlineOrder',
    method: 'POST',
    path: () => `${ORDERS}/checkout/orders/online`,
    body: () => ({ planId: DEMO_PLAN_IDS.monthly }),
    headers: asMember,
  },
  {
    fn: 'pricing-plans_orders.createOfflineOrder',
    method: 'POST',
    path: () => `${ORDERS}/checkout/orders/offline`,
    body: () => ({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', paid: true }),
  },
  {
    fn: 'pricing-plans_orders.getOnlineOrderPreview',
    method: 'POST',
    path: () => `${ORDERS}/checkout/orders/preview-online`,
    body: () => ({ planId: DEMO_PLAN_IDS.monthly, couponCode: DEMO_COUPON_CODE }),
    headers: asMember,
  },
  {
    fn: 'pricing-plans_orders.getOfflineOrderPreview',
    method: 'POST',
    path: () => `${ORDERS}/checkout/orders/preview-offline`,
    body: () => ({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann', couponCode: DEMO_COUPON_CODE }),
  },
  {
    fn: 'pricing-plans_orders.getPricePreview',
    method: 'POST',
    path: () => `${ORDERS}/checkout/orders/price-preview`,
    body: () => ({ planId: DEMO_PLAN_IDS.monthly, couponCode: DEMO_COUPON_CODE }),
    headers: (c) => c.visitor,
  },
  // Members
  { fn: 'members_members.getMember', method: 'GET', path: () => `${MEMBERS}/${DEMO_MEMBER_ID}?fieldsets=FULL`, unwrap: 'member' },
  {
    fn: 'members_members.getMember',
    method: 'GET',
    path: () => `${MEMBERS}/${DEMO_MEMBER_ID}`,
    headers: (c) => c.visitor,
    unwrap: 'member',
  },
  { fn: 'members_members.getCurrentMember', method: 'GET', path: () => `${MEMBERS}/my?fieldsets=FULL`, headers: asMember },
  { fn: 'members_members.listMembers', method: 'GET', path: () => `${MEMBERS}?fieldsets=FULL` },
  {
    fn: 'members_members.typedQueryMembers',
    method: 'POST',
    path: () => `${MEMBERS}/query`,
    body: () => ({ query: {}, fieldsets: ['FULL'] }),
  },
  {
    fn: 'members_members.createMember',
    method: 'POST',
    path: () => MEMBERS,
    body: () => ({ member: { loginEmail: 'new@example.com' } }),
    unwrap: 'member',
  },
  {
    fn: 'members_members.updateMember',
    method: 'PATCH',
    path: () => `${MEMBERS}/ann`,
    body: () => ({ member: { contact: { firstName: 'Ann' } } }),
    unwrap: 'member',
  },
  { fn: 'members_members.updateMemberSlug', method: 'POST', path: () => `${MEMBERS}/ann/slug`, body: () => ({ slug: 'ann-b' }) },
  {
    fn: 'members_members.updateCurrentMemberSlug',
    method: 'POST',
    path: () => `${MEMBERS}/my/slug`,
    body: () => ({ slug: 'ann-c' }),
    headers: asMember,
  },
  { fn: 'members_members.joinCommunity', method: 'POST', path: () => `${MEMBERS}/join-community`, body: () => ({}), headers: asMember },
  { fn: 'members_members.leaveCommunity', method: 'POST', path: () => `${MEMBERS}/leave-community`, body: () => ({}), headers: asMember },
  { fn: 'members_members.muteMember', method: 'POST', path: () => `${MEMBERS}/ann/mute`, body: () => ({}) },
  { fn: 'members_members.unmuteMember', method: 'POST', path: () => `${MEMBERS}/ann/unmute`, body: () => ({}) },
  { fn: 'members_members.approveMember', method: 'POST', path: () => `${MEMBERS}/ann/approve`, body: () => ({}) },
  { fn: 'members_members.blockMember', method: 'POST', path: () => `${MEMBERS}/bob/block`, body: () => ({}) },
  { fn: 'members_members.disconnectMember', method: 'POST', path: () => `${MEMBERS}/ann/disconnect`, body: () => ({}) },
  { fn: 'members_members.deleteMemberPhones', method: 'DELETE', path: () => `${MEMBERS}/ann/phones` },
  { fn: 'members_members.deleteMemberEmails', method: 'DELETE', path: () => `${MEMBERS}/ann/emails` },
  { fn: 'members_members.deleteMemberAddresses', method: 'DELETE', path: () => `${MEMBERS}/ann/addresses` },
  {
    fn: 'members_members.bulkDeleteMembers',
    method: 'POST',
    path: () => `${MEMBERS}/bulk/delete`,
    body: () => ({ memberIds: ['ann', 'nobody'] }),
  },
  {
    fn: 'members_members.bulkDeleteMembersByFilter',
    method: 'POST',
    path: () => `${MEMBERS}/bulk/delete-by-filter`,
    body: () => ({ filter: { id: 'ann' } }),
  },
  {
    fn: 'members_members.bulkApproveMembers',
    method: 'POST',
    path: () => `${MEMBERS}/bulk/approve-by-filter`,
    body: () => ({ filter: { id: 'ann' } }),
  },
  {
    fn: 'members_members.bulkBlockMembers',
    method: 'POST',
    path: () => `${MEMBERS}/bulk/block-by-filter`,
    body: () => ({ filter: { id: 'ann' } }),
  },
  // Services
  {
    fn: 'bookings_services.createService',
    method: 'POST',
    path: () => SERVICES,
    body: () => ({ service: appointment }),
    unwrap: 'service',
  },
  {
    fn: 'bookings_services.getService',
    method: 'GET',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.vinyasaClass}`,
    headers: (c) => c.visitor,
    unwrap: 'service',
  },
  { fn: 'bookings_services.getService', method: 'GET', path: () => `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}`, unwrap: 'service' },
  {
    fn: 'bookings_services.updateService',
    method: 'PATCH',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}`,
    body: () => ({ service: { revision: '1', name: 'Renamed' } }),
    unwrap: 'service',
  },
  {
    fn: 'bookings_services.bulkUpdateServices',
    method: 'POST',
    path: () => '/bookings/v2/bulk/services/update',
    body: () => ({ services: [{ service: { id: DEMO_SERVICE_IDS.consultation, revision: '1', name: 'X' } }], returnEntity: true }),
  },
  {
    fn: 'bookings_services.bulkUpdateServicesByFilter',
    method: 'POST',
    path: () => '/bookings/v2/bulk/services/update-by-filter',
    body: () => ({ filter: { id: DEMO_SERVICE_IDS.consultation }, service: { name: 'Y' } }),
  },
  {
    fn: 'bookings_services.bulkDeleteServices',
    method: 'POST',
    path: () => '/bookings/v2/bulk/services/delete',
    body: () => ({ ids: [DEMO_SERVICE_IDS.mindfulnessCourse, 'nope'] }),
  },
  {
    fn: 'bookings_services.bulkDeleteServicesByFilter',
    method: 'POST',
    path: () => '/bookings/v2/bulk/services/delete-by-filter',
    body: () => ({ filter: { id: DEMO_SERVICE_IDS.mindfulnessCourse } }),
  },
  {
    fn: 'bookings_services.typedQueryServices',
    method: 'POST',
    path: () => `${SERVICES}/query`,
    body: () => ({ query: {} }),
    headers: (c) => c.visitor,
  },
  { fn: 'bookings_services.queryPolicies', method: 'POST', path: () => `${SERVICES}/policies/query`, body: () => ({ query: {} }) },
  { fn: 'bookings_services.queryBookingForms', method: 'POST', path: () => `${SERVICES}/booking-forms/query`, body: () => ({ query: {} }) },
  { fn: 'bookings_services.countServices', method: 'POST', path: () => `${SERVICES}/count`, body: () => ({}) },
  { fn: 'bookings_services.queryLocations', method: 'POST', path: () => `${SERVICES}/locations/query`, body: () => ({}) },
  { fn: 'bookings_services.queryCategories', method: 'POST', path: () => `${SERVICES}/categories/query`, body: () => ({}) },
  {
    fn: 'bookings_services.setServiceLocations',
    method: 'POST',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}/locations`,
    body: () => ({ locations: [{ type: 'CUSTOMER' }] }),
  },
  {
    fn: 'bookings_services.enablePricingPlansForService',
    method: 'POST',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}/pricing-plans/add`,
    body: () => ({ pricingPlanIds: [DEMO_PLAN_IDS.monthly] }),
  },
  {
    fn: 'bookings_services.disablePricingPlansForService',
    method: 'POST',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.vinyasaClass}/pricing-plans/remove`,
    body: () => ({ pricingPlanIds: [DEMO_PLAN_IDS.monthly] }),
  },
  {
    fn: 'bookings_services.setCustomSlug',
    method: 'POST',
    path: () => `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}/slugs/custom`,
    body: () => ({ slug: 'private-yoga' }),
  },
  {
    fn: 'bookings_services.validateSlug',
    method: 'POST',
    path: () => `${SERVICES}/slugs/validate`,
    body: () => ({ slug: 'whatever-free' }),
  },
  { fn: 'bookings_services.validateSlug', method: 'POST', path: () => `${SERVICES}/slugs/validate`, body: () => ({ slug: 'bad slug!' }) },
  {
    fn: 'bookings_services.cloneService',
    method: 'POST',
    path: () => `${SERVICES}/clone`,
    body: () => ({ sourceServiceId: DEMO_SERVICE_IDS.privateSession }),
  },
  // Bookings
  {
    fn: 'bookings_bookings.createBooking',
    method: 'POST',
    path: () => BOOKINGS,
    body: () => ({ booking: { bookedEntity: { slot: slot('09') } } }),
    headers: asMember,
  },
  {
    fn: 'bookings_bookings.bulkCreateBooking',
    method: 'POST',
    path: () => '/bookings/v2/bulk/bookings/create',
    body: () => ({ createBookingsInfo: [{ booking: { bookedEntity: { slot: slot('09', 12) } } }], returnFullEntity: true }),
  },
  {
    fn: 'bookings_bookings.confirmBooking',
    method: 'POST',
    path: (c) => `${BOOKINGS}/${c.ids.booking}/confirm`,
    body: (c) => ({ revision: rev(c, c.ids.booking!) }),
  },
  {
    fn: 'bookings_bookings.rescheduleBooking',
    method: 'POST',
    path: (c) => `${BOOKINGS}/${c.ids.booking}/reschedule`,
    body: (c) => ({ slot: slot('10', 11), revision: rev(c, c.ids.booking!) }),
  },
  {
    fn: 'bookings_bookings.updateExtendedFields',
    method: 'POST',
    path: (c) => `${BOOKINGS}/${c.ids.booking}/update_extended_fields`,
    body: () => ({ namespace: 'my-app', namespaceData: { data: { a: 1 } } }),
  },
  {
    fn: 'bookings_bookings.confirmOrDeclineBooking',
    method: 'POST',
    path: (c) => `/bookings/v2/confirmation/${c.ids.pending}:confirmOrDecline`,
    body: () => ({ confirmed: true }),
  },
  {
    fn: 'bookings_bookings.bulkConfirmOrDeclineBooking',
    method: 'POST',
    path: () => '/bookings/v2/bulk/bookings/confirmOrDecline',
    body: (c) => ({ details: [{ bookingId: c.ids.booking }, { bookingId: 'nope' }], returnFullEntity: true }),
  },
  {
    fn: 'bookings_bookings.cancelBooking',
    method: 'POST',
    path: (c) => `${BOOKINGS}/${c.ids.booking}/cancel`,
    body: (c) => ({ revision: rev(c, c.ids.booking!) }),
  },
  {
    fn: 'bookings_bookings.declineBooking',
    method: 'POST',
    path: (c) => `${BOOKINGS}/${c.ids.booking2}/decline`,
    body: (c) => ({ revision: rev(c, c.ids.booking2!) }),
  },
  { fn: 'bookings_bookings.getMultiServiceBooking', method: 'GET', path: (c) => `${MULTI}/${c.ids.multi}`, unwrap: 'multiServiceBooking' },
  {
    fn: 'bookings_bookings.getMultiServiceBookingAvailability',
    method: 'POST',
    path: (c) => `${MULTI}/${c.ids.multi}/get_availability`,
    body: () => ({}),
  },
  {
    fn: 'bookings_bookings.bulkGetMultiServiceBookingAllowedActions',
    method: 'POST',
    path: () => '/bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions',
    body: (c) => ({ multiServiceBookingIds: [c.ids.multi, 'nope'] }),
  },
  {
    fn: 'bookings_bookings.confirmMultiServiceBooking',
    method: 'POST',
    path: (c) => `${MULTI}/${c.ids.multi}/confirm`,
    body: (c) => ({ confirmBookingsInfo: infos(c), returnFullEntity: true }),
  },
  {
    fn: 'bookings_bookings.rescheduleMultiServiceBooking',
    method: 'POST',
    path: (c) => `${MULTI}/${c.ids.multi}/reschedule`,
    body: (c) => ({ rescheduleBookingsInfo: infos(c, (_, i) => ({ slot: slot('12', 13 + i) })), returnFullEntity: true }),
  },
  {
    fn: 'bookings_bookings.addBookingsToMultiServiceBooking',
    method: 'POST',
    path: () => `${MULTI}/add_bookings_to_multi_service_booking`,
    body: (c) => ({
      multiServiceBookingId: c.ids.multi,
      bookings: [{ bookingId: c.ids.loose, revision: rev(c, c.ids.loose!) }],
      returnFullEntity: true,
    }),
  },
  {
    fn: 'bookings_bookings.removeBookingsFromMultiServiceBooking',
    method: 'POST',
    path: () => `${MULTI}/remove_bookings_from_multi_service_booking`,
    body: (c) => ({
      multiServiceBookingId: c.ids.multi,
      bookings: [{ bookingId: c.ids.loose, revision: rev(c, c.ids.loose!) }],
      returnFullEntity: true,
    }),
  },
  {
    fn: 'bookings_bookings.cancelMultiServiceBooking',
    method: 'POST',
    path: (c) => `${MULTI}/${c.ids.multi}/cancel`,
    body: () => ({ returnFullEntity: true }),
  },
  {
    fn: 'bookings_bookings.createMultiServiceBooking',
    method: 'POST',
    path: () => MULTI,
    body: () => ({
      bookings: [{ bookedEntity: { slot: slot('13', 9) } }, { bookedEntity: { slot: slot('13', 10) } }],
      returnFullEntity: true,
    }),
  },
  // Extended bookings, availability, attendance
  {
    fn: 'bookings_extended-bookings.query',
    method: 'POST',
    path: () => '/_api/bookings-reader/v2/extended-booking/query',
    body: () => ({ query: {}, withBookingAllowedActions: true, withBookingAttendanceInfo: true }),
  },
  {
    fn: 'bookings_extended-bookings.typedQueryExtendedBookings',
    method: 'POST',
    path: () => '/_api/bookings-reader/v2/extended-bookings/query',
    body: () => ({ query: {}, withBookingAllowedActions: true, withBookingAttendanceInfo: true }),
  },
  {
    fn: 'bookings_extended-bookings.countExtendedBookings',
    method: 'POST',
    path: () => '/_api/bookings-reader/v2/extended-bookings/count',
    body: () => ({}),
  },
  {
    fn: 'bookings_availability-calendar.queryAvailability',
    method: 'POST',
    path: () => '/availability-calendar/v1/availability/query',
    body: () => ({
      query: { filter: { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' } },
    }),
    headers: (c) => c.visitor,
  },
  {
    fn: 'bookings_availability-calendar.calculateMultiSlotAvailability',
    method: 'POST',
    path: () => '/v1/availability/multislot',
    body: () => ({
      from: '2026-03-02T00:00:00',
      to: '2026-03-03T00:00:00',
      timeZone: 'America/New_York',
      bookable: true,
      location: { locationType: 'OWNER_BUSINESS' },
      slots: [
        { serviceId: DEMO_SERVICE_IDS.privateSession, location: { locationType: 'OWNER_BUSINESS' } },
        { serviceId: DEMO_SERVICE_IDS.consultation, location: { locationType: 'OWNER_BUSINESS' } },
      ],
    }),
    headers: (c) => c.visitor,
  },
  {
    fn: 'bookings_attendance.setAttendance',
    method: 'POST',
    path: () => `${ATTENDANCE}/set`,
    body: (c) => ({ attendance: { bookingId: c.ids.booking, status: 'ATTENDED' } }),
  },
  { fn: 'bookings_attendance.getAttendance', method: 'GET', path: (c) => `${ATTENDANCE}/${c.ids.attendance}`, unwrap: 'attendance' },
  { fn: 'bookings_attendance.typedQueryAttendance', method: 'POST', path: () => `${ATTENDANCE}/query`, body: () => ({ query: {} }) },
  // Identity and redirects
  {
    fn: 'identity_authentication.registerV2',
    method: 'POST',
    path: () => '/_api/iam/authentication/v2/register',
    body: () => ({ loginId: { email: 'zed@example.com' }, password: 'S3cret-Passw0rd' }),
    headers: (c) => c.visitor,
  },
  {
    fn: 'identity_authentication.loginV2',
    method: 'POST',
    path: () => '/_api/iam/authentication/v2/login',
    body: () => ({ loginId: { email: 'zed@example.com' }, password: 'S3cret-Passw0rd' }),
    headers: (c) => c.visitor,
  },
  {
    fn: 'redirects_redirects.createRedirectSession',
    method: 'POST',
    path: () => '/_api/redirects-api/v1/redirect-session',
    body: () => ({ paidPlansCheckout: { planId: DEMO_PLAN_IDS.monthly }, callbacks: { postFlowUrl: DEMO_REDIRECT_URIS[1] } }),
    headers: (c) => c.visitor,
  },
  {
    fn: 'redirects_redirects.createRedirectSession',
    method: 'POST',
    path: () => '/_api/redirects-api/v1/redirect-session',
    body: () => ({ logout: { clientId: DEMO_CLIENT_ID } }),
    headers: (c) => c.visitor,
  },
];

async function fixture(): Promise<Ctx> {
  const emulator = newEmulator();
  member(emulator, 'ann');
  member(emulator, 'bob');
  const order = pricingPlans(emulator).createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann' });
  const post = async (path: string, body: unknown, headers?: Record<string, string>) => {
    const got = await call(emulator, 'POST', path, body, headers);
    expect(got.status, `fixture: POST ${path} ${JSON.stringify(got.body)}`).toBe(200);
    return got.body;
  };
  const booking = await post(BOOKINGS, { booking: { bookedEntity: { slot: slot('02') } } }, memberHeaders(emulator, 'ann'));
  const booking2 = await post(BOOKINGS, { booking: { bookedEntity: { slot: slot('02', 11) } } });
  const multi = await post(MULTI, {
    bookings: [{ bookedEntity: { slot: slot('03', 9) } }, { bookedEntity: { slot: slot('03', 10) } }],
    returnFullEntity: true,
  });
  const loose = await post(BOOKINGS, { booking: { bookedEntity: { slot: slot('12', 15) } } });
  await post(`${BOOKINGS}/${loose.booking.id}/confirm`, { revision: String(loose.booking.revision) });
  const pending = await post(BOOKINGS, { booking: { bookedEntity: { slot: consultation('04', 9) } } });
  const attendance = await post(`${ATTENDANCE}/set`, { attendance: { bookingId: booking2.booking.id, status: 'ATTENDED' } });
  const ids = {
    order: order.id,
    booking: booking.booking.id,
    booking2: booking2.booking.id,
    multi: multi.multiServiceBooking.id,
    multiFirst: multi.multiServiceBooking.bookings[0].bookingId,
    multiSecond: multi.multiServiceBooking.bookings[1].bookingId,
    pending: pending.booking.id,
    loose: loose.booking.id,
    attendance: attendance.attendance.id,
  };
  return { emulator, ids, visitor: await visitor(emulator) };
}

describe('always-present fields of every official function the emulator serves', () => {
  it('the recorded table matches the official declarations (when the official SDK is installed)', () => {
    const read = readDeclaredPaths();
    if (!read) return; // compat/official-sdk not installed: the recorded table stands
    for (const [fn, entry] of Object.entries(DECLARED)) expect(read[fn], fn).toEqual(entry);
  });

  it('every recorded function has a scenario', () => {
    const covered = new Set(scenarios.map((s) => s.fn));
    expect(Object.keys(DECLARED).filter((fn) => !covered.has(fn))).toEqual([]);
  });

  it('answers them, one scenario after another on one emulator', async () => {
    const ctx = await fixture();
    const problems: string[] = [];
    for (const scenario of scenarios) {
      const entry = DECLARED[scenario.fn];
      if (!entry) throw new Error(`no declared paths for ${scenario.fn}`);
      const got = await call(ctx.emulator, scenario.method, scenario.path(ctx), scenario.body?.(ctx), scenario.headers?.(ctx));
      const label = `${scenario.fn} (${scenario.method} ${scenario.path(ctx)})`;
      if (got.status !== 200) {
        problems.push(`${label}: status ${got.status} ${JSON.stringify(got.body)}`);
        continue;
      }
      const body = scenario.unwrap ? got.body[scenario.unwrap] : got.body;
      for (const gap of gaps(body, entry.paths)) problems.push(`${label}: lacks ${gap}`);
    }
    expect(problems).toEqual([]);
  });
});

export { gaps };
