import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The emulator's domain boundaries (docs/dev/conventions.md, "Emulator"): a file of one domain
 * imports another domain only through that domain's `api.ts`, and the domains import each other one
 * way only (no cycle). A two-way need is inverted with a hook the dependent domain registers at
 * startup (members' `linkMemberIdentities`, services' `onServiceDeleted`, ...).
 */

const DOMAINS = resolve(dirname(fileURLToPath(import.meta.url)), '../src/domains');

interface DomainImport {
  from: string;
  to: string;
  fromDomain: string;
  toDomain: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The domain a path under src/domains belongs to (its first folder), or `undefined` for the shared files. */
function domainOf(path: string): string | undefined {
  const parts = relative(DOMAINS, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Every relative import and re-export (static or dynamic) of one file that lands in another domain. */
function crossDomainImports(file: string): DomainImport[] {
  const fromDomain = domainOf(file);
  if (!fromDomain) return [];
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolve(dirname(file), fileName.replace(/\.js$/, '.ts')))
    .flatMap((target) => {
      const toDomain = domainOf(target);
      if (!toDomain || toDomain === fromDomain) return [];
      return [{ from: relative(DOMAINS, file), to: relative(DOMAINS, target), fromDomain, toDomain }];
    })
    .map((found) => ({ ...found, from: found.from.split(sep).join('/'), to: found.to.split(sep).join('/') }));
}

/** The cycles of a directed graph, each as the path that closes it (`a -> b -> a`). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

const imports = sourceFiles(DOMAINS).flatMap(crossDomainImports);

describe('the emulator domains', () => {
  it('import another domain only through its api.ts', () => {
    const offending = imports.filter(({ to, toDomain }) => to !== `${toDomain}/api.ts`).map(({ from, to }) => `${from} -> ${to}`);
    expect(offending).toEqual([]);
  });

  it('depend on each other one way only', () => {
    const graph = new Map<string, Set<string>>();
    for (const { fromDomain, toDomain } of imports) {
      graph.set(fromDomain, (graph.get(fromDomain) ?? new Set()).add(toDomain));
    }
    expect(cycles(graph)).toEqual([]);
  });

  it('finds what the rules look for (the checks themselves)', () => {
    const graph = new Map([
      ['members', new Set(['identity'])],
      ['identity', new Set(['members'])],
      ['orders', new Set(['plans'])],
    ]);
    expect(cycles(graph)).toEqual(['members -> identity -> members']);
    const edges = imports.map(({ fromDomain, toDomain }) => `${fromDomain} -> ${toDomain}`);
    expect(edges).toContain('orders -> members');
    expect(edges).toContain('bookings -> services');
  });
});
