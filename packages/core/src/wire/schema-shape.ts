import * as z from 'zod/mini';
import type { WireShape } from './shape.js';

/*
 * Zod response schemas of your own. The domain packages describe responses with generated wire
 * shapes (wire/shape.ts); a call or event you declare yourself may describe its response with a zod
 * schema instead, marking its date and float fields with `timestamp()` and `float()`, and hand
 * `wireShapeOf(schema)` to `defineCall`/`defineEvent`: the schema is walked once for those fields.
 * Only apps that do this bundle the walker.
 */

const TIMESTAMPS = new WeakSet<object>();
const FLOATS = new WeakSet<object>();

/**
 * A response timestamp in a zod schema: ISO text on the wire, a `Date` in results (once the schema
 * goes through {@link wireShapeOf}).
 *
 * @example
 * ```ts
 * const PlanSchema = z.object({ id: z.string(), createdDate: z.optional(timestamp()) });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function timestamp(): z.ZodMiniDate {
  const schema = z.date();
  TIMESTAMPS.add(schema);
  return schema;
}

/**
 * A response float in a zod schema (e.g. geocode latitude): numeric strings and `"NaN"`,
 * `"Infinity"`, `"-Infinity"` on the wire become numbers (once the schema goes through
 * {@link wireShapeOf}).
 *
 * @example
 * ```ts
 * const GeocodeSchema = z.object({ latitude: z.optional(float()), longitude: z.optional(float()) });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function float(): z.ZodMiniNumber {
  const schema = z.number();
  FLOATS.add(schema);
  return schema;
}

const SHAPES = new WeakMap<object, WireShape>();

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  valueType?: unknown;
  options?: unknown[];
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
  left?: unknown;
  right?: unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}

/**
 * The wire shape of a zod response schema: the paths of its `timestamp()` and `float()` fields
 * (through objects, arrays, records, unions, pipes and lazy schemas), found once per schema. Pass it
 * where a call or an event takes a generated shape.
 *
 * @example
 * ```ts
 * const GetWidgetResponse = z.object({ widget: z.object({ id: z.string(), createdDate: z.optional(timestamp()) }) });
 * export const getWidget = defineCall({
 *   name: 'getWidget',
 *   method: 'GET',
 *   path: '/widgets/v1/widgets/{id}',
 *   args: [arg.path('id')],
 *   response: wireShapeOf(GetWidgetResponse),
 *   unwrap: 'widget',
 * });
 * ```
 */
export function wireShapeOf<S extends z.core.$ZodType>(schema: S): WireShape<z.output<S>> {
  const cached = SHAPES.get(schema);
  if (cached) return cached as WireShape<z.output<S>>;
  const shape: WireShape<z.output<S>> = { wire: true, dates: [], floats: [] };
  const seen = new Set<string>();
  const walk = (node: unknown, path: string[], stack: Set<unknown>): void => {
    if (!node || typeof node !== 'object' || stack.has(node) || path.length > 24) return;
    if (TIMESTAMPS.has(node) || FLOATS.has(node)) {
      const key = (TIMESTAMPS.has(node) ? 'd:' : 'f:') + path.join('.');
      if (!seen.has(key)) {
        seen.add(key);
        (TIMESTAMPS.has(node) ? shape.dates : shape.floats).push(path);
      }
      return;
    }
    const def = defOf(node);
    if (!def) return;
    stack.add(node);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key], stack);
        break;
      case 'array':
        walk(def.element, path, stack);
        break;
      case 'record':
        walk(def.valueType, [...path, '*'], stack);
        break;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, stack);
        break;
      case 'intersection':
        walk(def.left, path, stack);
        walk(def.right, path, stack);
        break;
      case 'pipe':
        walk(def.out, path, stack);
        break;
      case 'lazy':
        walk(def.getter?.(), path, stack);
        break;
      default:
        if (def.innerType) walk(def.innerType, path, stack);
    }
    stack.delete(node);
  };
  walk(schema, [], new Set());
  SHAPES.set(schema, shape);
  return shape;
}
