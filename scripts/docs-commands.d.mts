// Types of scripts/docs-commands.mjs, for its tests (scripts/test/docs-commands.test.ts).

/** The fenced blocks of `markdown` whose info string is `lang` followed by `marker` (default `sh runnable`). */
export function fencedBlocks(markdown: string, options?: { lang?: string; marker?: string }): { line: number; code: string }[];
/** README.md, docs/*.md and the examples' READMEs, relative to the repository root. */
export function documentationFiles(): string[];
/** Every runnable shell block of the documentation, with where it is written. */
export function runnableCommands(): { file: string; line: number; code: string }[];
