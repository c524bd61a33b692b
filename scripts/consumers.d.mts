// Types of scripts/consumers.mjs, for its tests (scripts/test/consumers.test.ts).

/** A check in a consumer project: a command (`node`, `tsc`, or `pkg:bin`) or a package that must be absent. */
export interface ConsumerCheck {
  label: string;
  run: string[] | { absent: string };
}

/** A consumer project: a template under compat/consumers/, version overrides and its checks. */
export interface Consumer {
  name: string;
  template: string;
  overrides?: Record<string, string>;
  checks: ConsumerCheck[];
}

export const TARBALL: 'tarball';
export const REACT_18: Record<string, string>;
export const CONSUMERS: Consumer[];
export function consumerManifest(template: any, tarballs: Record<string, string>, overrides?: Record<string, string>): any;
export function packedManifestProblems(manifest: any): string[];
export function declarationMapProblems(dir: string, name: string): string[];
export function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]>;
export function childEnv(env: Record<string, string | undefined>): Record<string, string>;
export function seconds(ms: number): string;
