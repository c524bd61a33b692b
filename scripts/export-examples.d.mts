// Types of scripts/export-examples.mjs, for its tests (scripts/test/export-examples.test.ts).
import type { Application, ProjectReflection, Reflection } from 'typedoc';

export function trackCallableVariables(app: Application): Set<Reflection>;
export function missingExamples(
  project: ProjectReflection,
  callable: Set<Reflection>,
): { checked: number; counts: { function: number; variable: number }; missing: string[] };
