#!/usr/bin/env node
// A dependency-free link checker for the documentation.
//
//   node scripts/check-links.mjs [site-dir]   checks the Markdown sources, then the generated site
//                                             (default docs-site/, skipped when it does not exist)
//
// HTML (the generated site): every href/src outside <script>, <style>, <pre> and <code> must be a
// valid absolute URL (http(s), mailto: ...; syntax only, no network) or a relative path to a file
// that exists, and its #fragment must be an id (or <a name>) of the target page.
// Markdown (docs/**, README.md, CONTRIBUTING.md, packages/*/README.md, examples/*/README.md):
// relative links and images must point to an existing file or folder; a #fragment on a Markdown
// target (or on the same file) must be one of its headings' GitHub anchors, or an explicit
// <a id>/<a name>. Code (fenced blocks and `spans`) is skipped.
//
// The checking functions take a small file-system interface, so they can be tested on fixtures in
// memory (scripts/test/check-links.test.ts).
import * as nodeFs from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The file system the checker reads: node's, or a fixture in memory in tests. */
export const diskFs = {
  read: (path) => nodeFs.readFileSync(path, 'utf8'),
  stat: (path) => {
    try {
      const stats = nodeFs.statSync(path);
      return stats.isDirectory() ? 'dir' : 'file';
    } catch {
      return undefined;
    }
  },
};

/** An in-memory file system (absolute paths to contents; folders are implied), for tests. */
export function memoryFs(files) {
  const map = new Map(Object.entries(files).map(([path, text]) => [resolve(path), text]));
  return {
    read: (path) => {
      const text = map.get(resolve(path));
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    stat: (path) => {
      const abs = resolve(path);
      if (map.has(abs)) return 'file';
      const prefix = abs.endsWith(sep) ? abs : abs + sep;
      for (const key of map.keys()) if (key.startsWith(prefix)) return 'dir';
      return undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Parsing

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };
const decodeEntities = (text) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name) => ENTITIES[name]);

/** Removes the contents of elements whose text is code or script, keeping the rest of the page. */
export function stripCodeHtml(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|pre|code|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
}

/** The href and src values of an HTML page, outside code and scripts, entities decoded. */
export function htmlLinks(html) {
  const links = [];
  for (const tag of stripCodeHtml(html).matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const attr of tag[0].matchAll(/\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
      links.push(decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ''));
    }
  }
  return links;
}

/** The fragment targets of an HTML page: every id, and the name of every <a>. */
export function htmlIds(html) {
  const ids = new Set();
  for (const match of html.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) ids.add(decodeEntities(match[1] ?? match[2]));
  for (const match of html.matchAll(/<a\s[^>]*\bname\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) ids.add(decodeEntities(match[1] ?? match[2]));
  return ids;
}

/** Markdown without fenced code blocks, indented code, inline code spans and HTML comments. */
export function stripCodeMarkdown(markdown) {
  const out = [];
  let fence;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      out.push('');
    } else if (marker) {
      fence = marker;
      out.push('');
    } else {
      out.push(line.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, ''));
    }
  }
  return out.join('\n').replace(/<!--[\s\S]*?-->/g, '');
}

/** The link and image targets of a Markdown text (inline, reference definitions, raw HTML), outside code. */
export function markdownLinks(markdown) {
  const text = stripCodeMarkdown(markdown);
  const links = [];
  // [text](target "title") and ![alt](target); a target may be <in angle brackets>.
  for (const match of text.matchAll(/\]\(\s*(?:<([^>]*)>|([^\s)]*(?:\([^\s)]*\)[^\s)]*)*))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
    links.push(match[1] ?? match[2]);
  }
  // [label]: target
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/gm)) links.push(match[1] ?? match[2]);
  // <a href="..."> and <img src="..."> written as HTML
  links.push(...htmlLinks(text));
  return links;
}

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (hyphens and underscores kept),
 * spaces to hyphens. Markdown formatting is removed first (links keep their text).
 */
export function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown document: its headings' GitHub slugs (repeats numbered -1, -2...) and explicit ids. */
export function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence;
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    let heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    const underline = lines[i + 1] ?? '';
    if (heading === undefined && /^ {0,3}(=+|-+)\s*$/.test(underline) && line.trim() !== '' && !/^\s*([-*+>|]|\d+\.\s|#)/.test(line)) {
      heading = line.trim(); // a setext heading: text underlined with === or ---
    }
    if (heading === undefined) continue;
    const base = githubSlug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const id of htmlIds(stripCodeMarkdown(markdown))) anchors.add(id);
  return anchors;
}

// ---------------------------------------------------------------------------------------------
// Checking

const SCHEME = /^[a-zA-Z][a-zA-Z\d+.-]*:/;

/** Why an absolute URL is malformed, or undefined when it is fine (syntax only). */
export function externalProblem(link) {
  const scheme = SCHEME.exec(link)[0].toLowerCase();
  if (scheme === 'http:' || scheme === 'https:') {
    let url;
    try {
      url = new URL(link);
    } catch {
      return 'malformed URL';
    }
    if (!/^https?:\/\/[^/?#\s]/i.test(link) || !url.hostname) return 'malformed URL: no host';
    if (/\s/.test(link)) return 'malformed URL: contains white space';
    return undefined;
  }
  if (scheme === 'mailto:') return /^mailto:[^@\s]+@[^@\s]+$/i.test(link) ? undefined : 'malformed mailto: link';
  if (scheme === 'javascript:') return 'javascript: link';
  return undefined; // data:, tel: ...
}

function splitTarget(link) {
  const hash = link.indexOf('#');
  const beforeHash = hash === -1 ? link : link.slice(0, hash);
  const fragment = hash === -1 ? undefined : link.slice(hash + 1);
  const query = beforeHash.indexOf('?');
  const path = query === -1 ? beforeHash : beforeHash.slice(0, query);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  let decodedFragment = fragment;
  try {
    decodedFragment = fragment === undefined ? undefined : decodeURIComponent(fragment);
  } catch {
    // keep it as written
  }
  return { path: decoded, fragment: decodedFragment };
}

/**
 * Checks the links of some files. `kind` is 'html' (a generated site: folders mean their
 * index.html, fragments are element ids) or 'markdown' (sources: any existing file or folder,
 * fragments are heading anchors of Markdown targets). `root` bounds absolute paths (`/x` in a
 * site means `<root>/x`). Returns `{ file, link, reason }` for each broken link.
 */
export function checkFiles(files, { kind, root, fs = diskFs }) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOf = (path) => {
    if (!anchorCache.has(path)) {
      const text = fs.read(path);
      anchorCache.set(path, kind === 'html' ? htmlIds(text) : markdownAnchors(text));
    }
    return anchorCache.get(path);
  };
  for (const file of files) {
    const text = fs.read(file);
    const links = kind === 'html' ? htmlLinks(text) : markdownLinks(text);
    for (const raw of links) {
      const link = raw.trim();
      const problem = (reason) => problems.push({ file, link, reason });
      if (link === '') {
        if (kind === 'markdown') problem('empty link');
        continue;
      }
      if (link.startsWith('//')) {
        const reason = externalProblem(`https:${link}`);
        if (reason) problem(reason);
        continue;
      }
      if (SCHEME.test(link)) {
        const reason = externalProblem(link);
        if (reason) problem(reason);
        continue;
      }
      const { path, fragment } = splitTarget(link);
      let target = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      let type = fs.stat(target);
      if (type === undefined) {
        problem('no such file');
        continue;
      }
      if (kind === 'html' && type === 'dir') {
        target = join(target, 'index.html');
        type = fs.stat(target);
        if (type !== 'file') {
          problem('folder without index.html');
          continue;
        }
      }
      if (fragment === undefined || fragment === '' || type !== 'file') continue;
      const checkable = kind === 'html' ? /\.html?$/i.test(target) : /\.(md|markdown)$/i.test(target);
      if (!checkable) continue;
      // GitHub also matches a heading's anchor case-insensitively; the generated site does not.
      const anchors = anchorsOf(target);
      const wanted = kind === 'markdown' ? fragment.toLowerCase() : fragment;
      if (!anchors.has(wanted) && !(kind === 'markdown' && anchors.has(fragment)))
        problem(`no anchor #${fragment} in ${target === file ? 'this file' : relative(dirname(file), target)}`);
    }
  }
  return problems;
}

/** Every file under `dir` (recursively) whose name matches `pattern`. */
export function walk(dir, pattern) {
  const found = [];
  for (const entry of nodeFs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(path, pattern));
    else if (pattern.test(entry.name)) found.push(path);
  }
  return found;
}

/** The Markdown sources the project publishes: docs/**, the root README and CONTRIBUTING, package and example READMEs. */
export function markdownSources(root) {
  const files = [];
  const docs = join(root, 'docs');
  if (nodeFs.existsSync(docs)) files.push(...walk(docs, /\.md$/i));
  for (const name of ['README.md', 'CONTRIBUTING.md']) if (nodeFs.existsSync(join(root, name))) files.push(join(root, name));
  for (const parent of ['packages', 'examples']) {
    const dir = join(root, parent);
    if (!nodeFs.existsSync(dir)) continue;
    for (const entry of nodeFs.readdirSync(dir, { withFileTypes: true })) {
      const readme = join(dir, entry.name, 'README.md');
      if (entry.isDirectory() && nodeFs.existsSync(readme)) files.push(readme);
    }
  }
  return files;
}

/** Checks the Markdown sources of the repository at `root`. */
export function checkMarkdownSources(root) {
  return checkFiles(markdownSources(root), { kind: 'markdown', root });
}

/** Checks every HTML page of a generated site. */
export function checkSite(dir) {
  return checkFiles(walk(dir, /\.html?$/i), { kind: 'html', root: dir });
}

/** One line per broken link: `file -> link (reason)`, paths relative to `base`. */
export function formatProblems(problems, base = process.cwd()) {
  return problems.map((p) => `  ${relative(base, p.file)} -> ${p.link} (${p.reason})`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// CLI

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const site = resolve(root, process.argv[2] ?? 'docs-site');
  let failed = 0;
  const report = (label, problems) => {
    console.log(`links (${label}): ${problems.length === 0 ? 'ok' : `${problems.length} broken`}`);
    if (problems.length > 0) console.log(formatProblems(problems, root));
    failed += problems.length;
  };
  report('markdown', checkMarkdownSources(root));
  if (nodeFs.existsSync(site)) report('site', checkSite(site));
  else console.log(`links (site): skipped, ${relative(root, site)} does not exist (run npm run docs)`);
  process.exitCode = failed === 0 ? 0 : 1;
}
