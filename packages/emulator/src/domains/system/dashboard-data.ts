import { runDashboardAction } from '../../dashboard/actions.js';
import { dashboardCalendar } from '../../dashboard/calendar.js';
import { dataCollection, dataPage, readDataLimit, readDataOffset } from '../../dashboard/data.js';
import { dataDetail } from '../../dashboard/detail.js';
import { ownerDispatch } from '../../dashboard/owner-dispatch.js';
import { createDashboardBooking, createDashboardOrder, dashboardSlots, editMember } from '../../dashboard/test-data.js';
import { readTimeZone } from '../../dashboard/time-zone.js';
import { deliveriesPage, eventsPage } from '../../dashboard/webhook-log.js';
import { invalidArgument } from '../../errors.js';
import type { RouteContext, RouteOptions } from '../../routing/types.js';
import { isRecord } from '../../util/values.js';
import { browserSignIn } from '../identity/api.js';
import type { DomainRegistrar } from '../types.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const NO_STORE = { 'cache-control': 'no-store' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// `offset` and `limit` of a paged read (limit 1..500, default 100).
function paging(ctx: RouteContext): { offset: number; limit: number } {
  return { offset: readDataOffset(ctx.query.get('offset')), limit: readDataLimit(ctx.query.get('limit')) };
}

/**
 * Registers the dashboard's data endpoints: the Data view (`data/{collection}`, `data/{collection}/{id}`),
 * the bookings calendar, the owner actions, the test data (member edits, slots, bookings, offline
 * orders, signing a browser in as a member) and the webhook logs (`events`, `deliveries`). Entities
 * are read and changed through the platform's own routes (see `dashboard/owner-dispatch.ts`).
 */
export function registerDashboardDataRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator/dashboard/data/{collection}',
    async (ctx) => {
      const collection = dataCollection(ctx.params.collection);
      const q = ctx.query.get('q') ?? undefined;
      const page = await dataPage(ownerDispatch(ctx), collection, { ...paging(ctx), ...(q ? { q } : {}) });
      return ctx.json(page, { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/data/{collection}/{id}',
    async (ctx) => ctx.json(await dataDetail(ctx, dataCollection(ctx.params.collection), ctx.params.id ?? ''), { headers: NO_STORE }),
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/calendar',
    async (ctx) => {
      const query = {
        from: ctx.query.get('from'),
        days: ctx.query.get('days'),
        timeZone: readTimeZone(ctx.query.get('timeZone'), ctx.state),
      };
      return ctx.json(await dashboardCalendar(ownerDispatch(ctx), ctx.state, query, ctx.clock.now()), { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/actions/{collection}/{id}',
    () => {
      throw invalidArgument('Name the action: POST /_emulator/dashboard/actions/{collection}/{id}/{action}');
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/actions/{collection}/{id}/{action}',
    async (ctx) => {
      const id = ctx.params.id ?? '';
      const options = isRecord(ctx.input) && ctx.input.notify === true ? { notify: true } : {};
      const collection = await runDashboardAction(ownerDispatch(ctx), ctx.params.collection, id, ctx.params.action, options);
      return dataDetail(ctx, collection, id);
    },
    PUBLIC,
  );
  registerTestDataRoutes(domain);
  registerWebhookLogRoutes(domain);
}

function registerTestDataRoutes(domain: DomainRegistrar): void {
  domain.route(
    'POST',
    '/_emulator/dashboard/members/{id}',
    async (ctx) => {
      await editMember(ctx, ctx.params.id ?? '', ctx.input);
      return dataDetail(ctx, 'members', ctx.params.id ?? '');
    },
    PUBLIC,
  );
  // Signs this browser in on the hosted pages as the member (the cookie the hosted login sets): an
  // app's hosted or silent login (`prompt: 'none'`) then completes as them.
  domain.route(
    'POST',
    '/_emulator/dashboard/members/{id}/browser-session',
    (ctx) => {
      const cookie = browserSignIn(ctx.state, ctx.params.id ?? '', ctx.clock.now());
      return ctx.json({ memberId: ctx.params.id }, { headers: { 'set-cookie': cookie, ...NO_STORE } });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/slots',
    async (ctx) => {
      const serviceId = ctx.query.get('serviceId')?.trim() ?? '';
      if (serviceId === '') throw invalidArgument('serviceId is required');
      const from = ctx.query.get('from')?.trim() || ctx.clock.now().toISOString().slice(0, 10);
      if (!DATE.test(from) || Number.isNaN(Date.parse(from))) throw invalidArgument('from must be a date (YYYY-MM-DD)', { from });
      const days = Number(ctx.query.get('days') ?? 7);
      if (!Number.isInteger(days) || days < 1 || days > 31) throw invalidArgument('days must be an integer from 1 to 31');
      return ctx.json(
        { timeZone: readTimeZone(null, ctx.state), slots: await dashboardSlots(ctx, serviceId, from, days) },
        { headers: NO_STORE },
      );
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/bookings',
    async (ctx) => {
      const booking = await createDashboardBooking(ctx, ctx.input);
      return dataDetail(ctx, 'bookings', String(booking.id));
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/orders',
    async (ctx) => {
      const order = await createDashboardOrder(ctx, ctx.input);
      return dataDetail(ctx, 'orders', String(order.id));
    },
    PUBLIC,
  );
}

function registerWebhookLogRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator/dashboard/events',
    (ctx) => {
      const eventType = ctx.query.get('eventType')?.trim();
      const page = eventsPage(ctx.services.webhooks.events(), ctx.services.webhooks.deliveries(), {
        ...paging(ctx),
        ...(eventType ? { eventType } : {}),
      });
      return ctx.json(page, { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/deliveries',
    (ctx) => ctx.json(deliveriesPage(ctx.services.webhooks.deliveries(), paging(ctx)), { headers: NO_STORE }),
    PUBLIC,
  );
}
