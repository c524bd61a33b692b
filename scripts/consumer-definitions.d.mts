// Types of scripts/consumer-definitions.mjs, for its tests (scripts/test/declarations.test.ts).
import type ts from 'typescript';

/** A position in a file. */
export interface Location {
  fileName: string;
  pos: number;
}

export function definitionOf(service: ts.LanguageService, file: string, name: string): { declaration?: Location; source?: Location };
export function definitionProblem(
  name: string,
  pkg: string,
  format: 'esm' | 'cjs',
  found: { declaration?: Location; source?: Location },
): string | undefined;
