// Types of scripts/check-links.mjs, for its tests (scripts/test/check-links.test.ts).

/** A broken link: the file it is in, the link as written, and why it is broken. */
export interface LinkProblem {
  file: string;
  link: string;
  reason: string;
}

/** The file system the checker reads. */
export interface CheckerFs {
  read(path: string): string;
  stat(path: string): 'file' | 'dir' | undefined;
}

export const diskFs: CheckerFs;
export function memoryFs(files: Record<string, string>): CheckerFs;
export function stripCodeHtml(html: string): string;
export function htmlLinks(html: string): string[];
export function htmlIds(html: string): Set<string>;
export function stripCodeMarkdown(markdown: string): string;
export function markdownLinks(markdown: string): string[];
export function githubSlug(heading: string): string;
export function markdownAnchors(markdown: string): Set<string>;
export function externalProblem(link: string): string | undefined;
export function checkFiles(files: readonly string[], options: { kind: 'html' | 'markdown'; root: string; fs?: CheckerFs }): LinkProblem[];
export function walk(dir: string, pattern: RegExp): string[];
export function markdownSources(root: string): string[];
export function checkMarkdownSources(root: string): LinkProblem[];
export function checkSite(dir: string): LinkProblem[];
export function formatProblems(problems: readonly LinkProblem[], base?: string): string;
