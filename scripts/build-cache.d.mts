// Types of scripts/build-cache.mjs, for its tests (scripts/test/build-cache.test.ts).

/** The fingerprint file of a build output folder. */
export function stampOf(outDir: string): string;
/** The fingerprint of the package (or app) in `dir`: its inputs and those of its workspace dependencies. */
export function fingerprint(dir: string, memo?: Map<string, string>, extraPaths?: string[]): string;
/** An example app's build fingerprint: its inputs, `paths`, and the values of the variables `env` names. */
export function appFingerprint(dir: string, reads?: { paths?: string[]; env?: string[] }): string;
/** True when `outDir` holds a build whose inputs had fingerprint `print` (with declaration files unless `declarations: false`). */
export function isCurrent(outDir: string, print: string, options?: { declarations?: boolean }): boolean;
/** Records that `outDir` now holds a build of inputs with fingerprint `print` (with declarations unless `declarations: false`). */
export function markBuilt(outDir: string, print: string, options?: { declarations?: boolean }): void;
/** The workspace packages (absolute folders) under packages/. */
export function workspacePackages(): string[];
