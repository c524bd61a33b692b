/*
 * A small test-only domain ("widgets") served by the emulator through `emulator.route`, to exercise
 * the generic builders (detail, offset and cursor pages, writes) independently of the real domains.
 */
import { z } from './zod.js';
import { arg, defineCall, timestamp, wireShapeOf } from '@frontdesk/core';
import type { Emulator } from '@frontdesk/emulator';
import { afterEach } from 'vitest';
import { defineInfiniteQuery, defineMutation, defineQuery, domainKey } from '../src/index.js';
import { useEmulator } from './helpers.js';

export const WidgetSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  viewer: z.optional(z.string()),
  createdDate: z.optional(timestamp()),
});
export type Widget = z.infer<typeof WidgetSchema>;

const Page = z.object({ widgets: z.optional(z.array(WidgetSchema)), pagingMetadata: z.optional(z.looseObject({})) });
const QuerySchema = z.optional(
  z.looseObject({
    filter: z.optional(z.looseObject({})),
    paging: z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()) })),
    cursorPaging: z.optional(z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) })),
  }),
);

export const getWidget = defineCall({
  name: 'getWidget',
  method: 'GET',
  path: '/test/v1/widgets/{id}',
  args: [arg.path('id')],
  response: wireShapeOf(z.object({ widget: WidgetSchema })),
  unwrap: 'widget',
});

export const listWidgets = defineCall({
  name: 'listWidgets',
  method: 'GET',
  path: '/test/v1/widgets',
  args: [
    arg.spread(
      'options',
      z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()), prefix: z.optional(z.string()) })),
    ),
  ],
  response: wireShapeOf(Page),
  page: { kind: 'offset', items: 'widgets', metadata: 'pagingMetadata', paging: '' },
});

export const cursorWidgets = defineCall({
  name: 'cursorWidgets',
  method: 'POST',
  path: '/test/v1/widgets/cursor',
  args: [arg.field('query', QuerySchema)],
  response: wireShapeOf(Page),
  page: { kind: 'cursor', items: 'widgets', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

export const renameWidget = defineCall({
  name: 'renameWidget',
  method: 'POST',
  path: '/test/v1/widgets/{id}/rename',
  args: [arg.path('id'), arg.field('name', z.string())],
  response: wireShapeOf(z.object({ widget: WidgetSchema })),
  unwrap: 'widget',
});

export const widgetQueries = {
  detail: defineQuery('widgets', 'detail', getWidget),
  list: defineQuery('widgets', 'list', listWidgets),
  listInfinite: defineInfiniteQuery('widgets', 'list', listWidgets),
  cursorInfinite: defineInfiniteQuery('widgets', 'cursor', cursorWidgets),
};

export const widgetMutations = {
  rename: defineMutation({
    domain: 'widgets',
    call: renameWidget,
    args: ({ id, name }: { id: string; name: string }) => [id, name] as const,
    update: (queryClient, scope, _variables, widget) => queryClient.setQueryData(widgetQueries.detail.key(scope, widget.id), widget),
    invalidates: (scope) => [[...domainKey(scope, 'widgets'), 'list']],
  }),
};

/** Requests the widget routes received: method, path and body/query. */
export interface WidgetRequest {
  method: string;
  path: string;
  input: Record<string, unknown>;
}

/** Registers the widget routes (25 widgets, `w01`..`w25`, created one day apart). */
export function serveWidgets(emulator: Emulator): { requests: WidgetRequest[]; names: Map<string, string> } {
  const requests: WidgetRequest[] = [];
  const names = new Map<string, string>();
  const all = () =>
    Array.from({ length: 25 }, (_, i) => {
      const id = `w${String(i + 1).padStart(2, '0')}`;
      return { id, name: names.get(id) ?? `Widget ${i + 1}`, createdDate: new Date(Date.UTC(2026, 0, i + 1)).toISOString() };
    });
  const viewer = (caller: { role: string; memberId?: string }) => (caller.role === 'member' ? `member:${caller.memberId}` : caller.role);
  const record = (ctx: { method: string; path: string; input: Record<string, unknown> }) =>
    requests.push({ method: ctx.method, path: ctx.path, input: ctx.input });
  const roles = ['visitor', 'member', 'owner'] as const;

  emulator.route(
    'GET',
    '/test/v1/widgets/{id}',
    (ctx) => {
      record(ctx);
      const widget = all().find((w) => w.id === ctx.params['id']);
      if (!widget) return ctx.fail.notFound('Widget not found', 'widget_not_found');
      return { widget: { ...widget, viewer: viewer(ctx.caller as never) } };
    },
    { roles },
  );
  emulator.route(
    'GET',
    '/test/v1/widgets',
    (ctx) => {
      record(ctx);
      const limit = Number(ctx.input['limit'] ?? 10);
      const offset = Number(ctx.input['offset'] ?? 0);
      const items = all().filter((w) => !ctx.input['prefix'] || w.name.startsWith(String(ctx.input['prefix'])));
      return {
        widgets: items.slice(offset, offset + limit).map((w) => ({ ...w, viewer: viewer(ctx.caller as never) })),
        pagingMetadata: { count: Math.min(limit, Math.max(0, items.length - offset)), offset, total: items.length },
      };
    },
    { roles },
  );
  emulator.route(
    'POST',
    '/test/v1/widgets/cursor',
    (ctx) => {
      record(ctx);
      const query = (ctx.input['query'] ?? {}) as { cursorPaging?: { limit?: number; cursor?: string } };
      const limit = query.cursorPaging?.limit ?? 10;
      const start = query.cursorPaging?.cursor ? Number(query.cursorPaging.cursor.slice(1)) : 0;
      const items = all().slice(start, start + limit);
      const next = start + limit < 25 ? `c${start + limit}` : undefined;
      return { widgets: items, pagingMetadata: { count: items.length, cursors: next ? { next } : {} } };
    },
    { roles },
  );
  emulator.route(
    'POST',
    '/test/v1/widgets/{id}/rename',
    (ctx) => {
      record(ctx);
      const name = ctx.input['name'];
      if (typeof name !== 'string' || name === '') {
        return ctx.fail.validation([{ field: 'name', description: 'must not be empty' }]);
      }
      names.set(ctx.params['id']!, name);
      return { widget: all().find((w) => w.id === ctx.params['id']) };
    },
    { roles },
  );
  return { requests, names };
}

/**
 * The test file's emulator ({@link useEmulator}) serving the widgets; the recorded widget requests are
 * cleared after each test.
 */
export function useWidgetEmulator(): { env: { readonly emulator: Emulator }; served: ReturnType<typeof serveWidgets> } {
  const env = useEmulator();
  const served = serveWidgets(env.emulator);
  afterEach(() => {
    served.requests.length = 0;
  });
  return { env, served };
}
