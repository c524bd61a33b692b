#!/usr/bin/env node
// The production build's size, with and without React: builds the storefront (in memory) once as
// is, then with React (react, react-dom, scheduler) left out as external, then TanStack Query too,
// then Frontdesk too, and prints the JavaScript's minified and gzipped (level 9) sizes as a Markdown
// table, with the minified bytes of each origin (from the source maps).
// `FRONTDESK_PACKAGES=dist` builds against the packages' built `dist` instead of their sources.
//
//   node examples/plans-storefront/scripts/size.mjs
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const REACT = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];
const TANSTACK = [/^@tanstack\//];
const FRONTDESK = [/^@frontdesk\//, /^zod($|\/)/, /^pkce-challenge$/];

async function measure(external) {
  const result = await build({
    root,
    logLevel: 'silent',
    build: { write: false, sourcemap: true, rollupOptions: { external } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const js = output.filter((item) => item.type === 'chunk');
  const code = Buffer.concat(js.map((chunk) => Buffer.from(chunk.code)));
  const css = output.filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'));
  const styles = Buffer.concat(css.map((asset) => Buffer.from(asset.source)));
  const groups = new Map();
  for (const chunk of js)
    for (const [group, bytes] of attribute(chunk.code, chunk.map)) groups.set(group, (groups.get(group) ?? 0) + bytes);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, css: gzipSync(styles, { level: 9 }).length, groups };
}

/** Who a source file belongs to: a package of node_modules, a Frontdesk package, or the app. */
function groupOf(source) {
  const path = source.replaceAll('\\', '/');
  const dep = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (dep) return dep[1];
  const pkg = /packages\/([^/]+)\//.exec(path);
  if (pkg) return `@frontdesk/${pkg[1]}`;
  return /(^|\/)src\//.test(path) ? 'the app' : 'other';
}

/** Minified bytes per group, from the chunk's source map (each mapped segment to its source). */
function attribute(code, map) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = digits.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    const length = lines[index]?.length ?? 0;
    segments.forEach(([start, src], i) => {
      if (src < 0) return;
      const group = groupOf(map.sources[src]);
      bytes.set(group, (bytes.get(group) ?? 0) + (i + 1 < segments.length ? segments[i + 1][0] : length) - start);
    });
  });
  return bytes;
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const whole = await measure([]);
const noReact = await measure(REACT);
const appOnly = await measure([...REACT, ...TANSTACK]);
const ownCode = await measure([...REACT, ...TANSTACK, ...FRONTDESK]);
const rows = [
  ['the whole app', whole],
  ['without React (react, react-dom, scheduler)', noReact],
  ['without React and TanStack Query: the app and Frontdesk', appOnly],
  ["the app's own code (Frontdesk, zod and pkce-challenge left out too)", ownCode],
];
console.log(`packages from: ${process.env.FRONTDESK_PACKAGES === 'dist' ? 'dist' : 'sources'}\n`);
console.log('| JavaScript | minified | gzip |\n| --- | --- | --- |');
for (const [label, size] of rows) console.log(`| ${label} | ${kB(size.min)} | **${kB(size.gzip)}** |`);
const parts = [...whole.groups].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => `${group} ${kB(bytes)}`);
console.log(`\nMinified, by origin (source maps): ${parts.join(', ')}.`);
console.log(
  `\nReact's share: ${kB(whole.min - noReact.min)} minified, ${kB(whole.gzip - noReact.gzip)} gzipped; TanStack Query's: ${kB(noReact.gzip - appOnly.gzip)}; Frontdesk's (with zod): ${kB(appOnly.min - ownCode.min)} minified, ${kB(appOnly.gzip - ownCode.gzip)} gzipped. CSS: ${kB(whole.css)} gzipped.`,
);
