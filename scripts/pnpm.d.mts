// Types of scripts/pnpm.mjs, for its tests (scripts/test/pnpm.test.ts).

/** The variable through which a script hands the pnpm it found to the scripts it starts. */
export const PNPM_ENV: 'FRONTDESK_PNPM';
/** The pnpm version the repository asks for (`packageManager` in the root package.json). */
export function pinnedPnpmVersion(): string;
/** Why a command could not be started, as a sentence naming it. */
export function startFailure(command: string, error: NodeJS.ErrnoException): string;
/** Runs a command to its end; a command that could not start says why in `output`. Never throws. */
export function runCommand(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: Record<string, string | undefined>; timeout?: number; stdio?: 'pipe' | 'inherit' },
): { ok: boolean; status: number | null; output: string };
/** The command line that runs pnpm here: `[command, ...leading arguments]`. */
export function findPnpm(options?: { env?: Record<string, string | undefined> }): string[];
/** The environment pnpm itself runs in (the pnpm found here handed down, and first on PATH when it is npx's copy). */
export function pnpmEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
/** Runs pnpm with `args` to its end. */
export function runPnpm(
  args: readonly string[],
  options?: Parameters<typeof runCommand>[2],
): { ok: boolean; status: number | null; output: string };
