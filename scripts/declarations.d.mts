// Types of scripts/declarations.mjs, for its tests (scripts/test/declarations.test.ts) and the tsup configurations.

/** The folders under dist/ that hold the per-module declarations, per module format. */
export const TYPES_DIRS: { esm: string; cjs: string };
export function commonJsDeclaration(text: string): string;
export function entryDeclaration(entry: {
  name: string;
  extension: 'd.ts' | 'd.cts';
  typesDir: string;
  module: string;
  text: string;
  map: string;
}): { text: string; map: string };
export function buildDeclarations(entry: Record<string, string>, options?: { packageDir?: string; tsconfig?: string }): Promise<void>;
