import { createTwoFilesPatch } from 'diff';

/**
 * A unified diff of one file (what `--dry` prints), with `a/` and `b/` paths as git shows them.
 *
 * @example
 * ```ts
 * console.log(unifiedDiff('app/page.tsx', before, after));
 * ```
 */
export function unifiedDiff(file: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, { context: 3 }).replace(/^=+\n/, '');
}
