// Types of scripts/release-dry-run.mjs, for its tests (scripts/test/release-dry-run.test.ts).

/** A public package of the workspace and its manifest. */
export interface WorkspacePackage {
  dir: string;
  name: string;
  version: string;
  manifest: any;
}

/** One package as the dry run versioned and packed it. */
export interface DryRunPackage {
  name: string;
  from: string | undefined;
  to: string;
  changelog: boolean;
  files: number;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  /** Whether `pnpm publish --dry-run` ran (the registry answered). */
  published: boolean;
}

export interface DryRunResult {
  ok: boolean;
  problems: string[];
  packages: DryRunPackage[];
  dir: string | undefined;
}

export function publicPackages(root: string): WorkspacePackage[];
export function changesetProblems(root: string, parse: (text: string) => unknown): { file: string; reason: string }[];
export function tarballProblems(manifest: any, files: readonly string[]): string[];
export function unexpectedMajors(
  before: readonly { name: string; version: string }[],
  after: readonly { name: string; version: string }[],
  majors: Set<string>,
): string[];
export function registryReachable(cwd?: string): { registry: string; reachable: boolean };
export function releaseDryRun(options?: { root?: string; keep?: boolean; log?: (line: string) => void }): DryRunResult;
