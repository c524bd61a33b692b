// Types of bench/call-bundles.mjs, for packages/core/test/tree-shaking.dist.test.ts.

/** A call of a domain package: its package, export name and declaration. */
export interface DeclaredCall {
  pkg: string;
  name: string;
  declaration: { name: string; args: readonly { name: string; placement: string }[] };
}

/** An app's bundle: its code and the files (as esbuild names them) that put bytes in it. */
export interface AppBundle {
  code: string;
  inputs: string[];
}

/** What an app that calls only one call bundles that it should not. */
export interface Strays {
  calls: string[];
  events: string[];
  zod: boolean;
}

/** One call bundled alone: its sizes and what came with it. */
export interface CallBundle {
  pkg: string;
  name: string;
  minified: number;
  gzip: number;
  strays: Strays;
}

export const DOMAINS: string[];
export function declaredCalls(): Promise<DeclaredCall[]>;
export function eventTypes(): Promise<string[]>;
export function bundleApps(
  apps: Record<string, string>,
  options?: { nodeEnv?: string | null; format?: 'esm' | 'cjs' },
): Promise<Record<string, AppBundle>>;
export function strays(bundle: AppBundle, call: DeclaredCall, allCalls: DeclaredCall[], allEventTypes: string[]): Strays;
export function bundleEveryCall(): Promise<CallBundle[]>;
