/*
 * The parts of zod/mini that Frontdesk validates arguments with, in one place. Every package's build
 * resolves `zod/mini` here (core's tsup configuration bundles these parts into core; the other
 * packages import them from `@frontdesk/core/zod`), so Node loads only these and never zod's
 * locales or JSON-schema code (loading all of `zod/mini` costs 50 to 90 ms of a cold start), and a
 * browser bundle has one copy of them. Internal: not for apps (use zod itself).
 */
export {
  array,
  boolean,
  custom,
  date,
  enum,
  extend,
  int,
  looseObject,
  maximum,
  maxLength,
  minimum,
  minLength,
  NEVER,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  transform,
  union,
  unknown,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniDate, ZodMiniNumber, ZodMiniObject, ZodMiniString, ZodMiniType } from 'zod/mini';
