// The shell commands the documentation marks as runnable: fenced blocks whose info string is
// `sh runnable` (GitHub highlights them as `sh` and ignores the second word). `npm test` runs each
// of them against an emulator (scripts/test/docs-commands.test.ts), so a documented command cannot
// stop working unnoticed. Mark only commands that finish on their own in a few seconds and that
// take the emulator's URL from FRONTDESK_BASE_URL (default http://127.0.0.1:4010, as `npm start`);
// they also get the emulator's FRONTDESK_API_KEY and FRONTDESK_SITE_ID, as it prints them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The fenced blocks of `markdown` with the info string `lang` followed by `marker` (by default the
 * runnable shell blocks), with the line each starts on.
 *
 * @param {string} markdown
 * @param {{ lang?: string, marker?: string }} [options]
 * @returns {{ line: number, code: string }[]}
 *
 * @example
 * fencedBlocks('```sh runnable\nnpm run x\n```\n'); // [{ line: 1, code: 'npm run x' }]
 */
export function fencedBlocks(markdown, { lang = 'sh', marker = 'runnable' } = {}) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info, rest] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trimStart().startsWith(fence)) body.push(lines[j++].slice(indent.length));
    if (info === lang && (marker === '' || rest.split(/\s+/).includes(marker))) blocks.push({ line: i + 1, code: body.join('\n').trim() });
    i = j;
  }
  return blocks;
}

/**
 * The documentation files whose runnable blocks are checked: README.md, docs/*.md and the examples'
 * READMEs, relative to the repository root.
 *
 * @returns {string[]}
 *
 * @example
 * documentationFiles(); // ['README.md', 'docs/core.md', ..., 'examples/quick-start/README.md']
 */
export function documentationFiles() {
  const files = ['README.md'];
  for (const name of readdirSync(join(root, 'docs')).sort()) if (name.endsWith('.md')) files.push(`docs/${name}`);
  for (const name of readdirSync(join(root, 'examples')).sort()) {
    const readme = join(root, 'examples', name, 'README.md');
    if (existsSync(readme)) files.push(relative(root, readme));
  }
  return files;
}

/**
 * Every runnable shell block of the documentation, with where it is written.
 *
 * @returns {{ file: string, line: number, code: string }[]}
 *
 * @example
 * for (const block of runnableCommands()) console.log(`${block.file}:${block.line}`, block.code);
 */
export function runnableCommands() {
  return documentationFiles().flatMap((file) => fencedBlocks(readFileSync(join(root, file), 'utf8')).map((block) => ({ file, ...block })));
}
