import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as bookings from '@frontdesk/bookings';
import * as core from '@frontdesk/core';
import * as identity from '@frontdesk/identity';
import * as members from '@frontdesk/members';
import * as orders from '@frontdesk/orders';
import * as plans from '@frontdesk/plans';
import * as services from '@frontdesk/services';
import { FRONTDESK_EXPORTS } from '../src/frontdesk-exports.js';
import { AUTH_METHODS, type FrontdeskPackage, MODULES, SDK_NAMES, STRATEGIES } from '../src/mapping.js';

/**
 * The mapping table (src/mapping.ts) against its two sources of truth: every row of the name-by-name
 * tables of docs/migrating.md is in it (and nothing else), with the same Frontdesk name and result
 * notes; and every Frontdesk name it imports is exported by the package it imports it from.
 */

const GUIDE = readFileSync(new URL('../../../docs/migrating.md', import.meta.url), 'utf8');

const PACKAGES: Record<FrontdeskPackage, Record<string, unknown>> = {
  '@frontdesk/core': core,
  '@frontdesk/services': services,
  '@frontdesk/bookings': bookings,
  '@frontdesk/members': members,
  '@frontdesk/plans': plans,
  '@frontdesk/orders': orders,
  '@frontdesk/identity': identity,
};

/** One row of a table of the guide's "Name by name": the official call, the Frontdesk call, the notes. */
interface Row {
  section: string;
  official: string;
  /** The whole official cell (`services.queryServices()` builder, or ...). */
  officialCell: string;
  frontdesk: string;
  notes: string;
}

function guideRows(): Row[] {
  const rows: Row[] = [];
  const part = GUIDE.slice(GUIDE.indexOf('## Name by name'), GUIDE.indexOf('## Client setup'));
  let section = '';
  for (const line of part.split('\n')) {
    if (line.startsWith('### ')) section = line.slice(4);
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    const official = /^`([^`]+)`/.exec(cells[0] ?? '')?.[1];
    const frontdesk = /`([^`]+)`/.exec(cells[1] ?? '')?.[1] ?? cells[1];
    if (section && official && frontdesk && cells.length === 3)
      rows.push({ section, official, officialCell: cells[0]!, frontdesk, notes: cells[2]! });
  }
  return rows;
}

/**
 * The names a package's entry point exports: its `export { ... }` and `export type { ... }` lists
 * (the entry points list their exports by name; `a as b` counts as `b`).
 */
function exportedNames(pkg: FrontdeskPackage): Set<string> {
  const source = readFileSync(new URL(`../../${pkg.replace('@frontdesk/', '')}/src/index.ts`, import.meta.url), 'utf8');
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const entry of list!.split(',')) {
      const name = entry
        .replace(/\btype\s+/, '')
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return names;
}

const rows = guideRows();
const moduleRows = rows.filter((row) => /^[a-zA-Z]+\.[a-zA-Z0-9]+\(/.test(row.official) && !/^(auth|wixClient)\./.test(row.official));
const authRows = rows.filter((row) => row.official.startsWith('auth.'));
const nameOf = (call: string) => /^(?:[a-zA-Z]+\.)?([a-zA-Z0-9]+)\(/.exec(call)?.[1];

describe('the mapping table and the guide', () => {
  it('reads the guide (sanity: the tables are where the test looks)', () => {
    expect(moduleRows.length).toBeGreaterThan(100);
    expect(authRows.length).toBeGreaterThan(15);
  });

  it('has every module row of the guide, with the same Frontdesk function', () => {
    for (const row of moduleRows) {
      const [module, fn] = row.official.split('(')[0]!.split('.') as [string, string];
      const candidates = MODULES.filter((mapping) => mapping.module === module);
      const mapping = candidates.find((candidate) => candidate.calls[fn] !== undefined);
      expect(mapping, `${row.official} (${row.section})`).toBeDefined();
      expect(mapping!.calls[fn]!.to, row.official).toBe(nameOf(row.frontdesk));
      // The section's heading names the Frontdesk package the row's calls come from.
      expect(row.section, row.official).toContain(`\`${mapping!.target}\``);
    }
  });

  it('has nothing the guide does not list', () => {
    const listed = new Set(moduleRows.map((row) => row.official.split('(')[0]));
    for (const mapping of MODULES)
      for (const fn of Object.keys(mapping.calls)) expect(listed.has(`${mapping.module}.${fn}`), `${mapping.module}.${fn}`).toBe(true);
  });

  it("marks the same results as the guide's notes: Page, the service itself, query builders", () => {
    for (const row of moduleRows) {
      const [module, fn] = row.official.split('(')[0]!.split('.') as [string, string];
      const call = MODULES.find((mapping) => mapping.module === module && mapping.calls[fn])!.calls[fn]!;
      expect(call.result?.kind === 'page', `${row.official}: *Page*`).toBe(row.notes.includes('*Page*'));
      expect(call.result?.kind === 'unwrap', `${row.official}: returns the service`).toBe(row.notes.includes('returns the **service**'));
      expect(call.builder !== undefined, `${row.official}: builder`).toBe(row.officialCell.includes('builder'));
    }
  });

  it("has every OAuthStrategy method of the guide, with the guide's Frontdesk counterpart", () => {
    for (const row of authRows) {
      const method = nameOf(row.official)!;
      const mapping = AUTH_METHODS[method];
      expect(mapping, row.official).toBeDefined();
      if (mapping!.kind === 'method') expect(row.frontdesk, row.official).toMatch(/^(client\.auth\.|nothing to do)/);
      else expect(nameOf(row.frontdesk.replace(/^await /, '')), row.official).toBe(mapping!.to);
    }
    for (const method of Object.keys(AUTH_METHODS)) {
      expect(
        authRows.some((row) => row.officialCell.includes(`auth.${method}(`)),
        method,
      ).toBe(true);
    }
  });

  it('has the strategies of the guide', () => {
    for (const [official, frontdesk] of Object.entries(STRATEGIES)) {
      const row = rows.find((candidate) => candidate.official.startsWith(`${official}(`));
      expect(nameOf(row!.frontdesk), official).toBe(frontdesk);
    }
  });
});

describe('the mapping table and the Frontdesk packages', () => {
  it('imports every function from a package that exports it', () => {
    for (const mapping of MODULES) {
      for (const [fn, call] of Object.entries(mapping.calls)) {
        expect(typeof PACKAGES[mapping.target][call.to], `${mapping.module}.${fn} → ${mapping.target} ${call.to}`).toBe('function');
      }
    }
    for (const [method, mapping] of Object.entries(AUTH_METHODS)) {
      if (mapping.kind === 'function') expect(typeof PACKAGES[mapping.package][mapping.to], `auth.${method}`).toBe('function');
    }
    for (const strategy of Object.values(STRATEGIES)) expect(typeof PACKAGES['@frontdesk/core'][strategy]).toBe('function');
    expect(typeof core.graphql).toBe('function');
    expect(typeof identity.LoginState).toBe('object');
    for (const guard of [
      'isApiError',
      'isNotFoundError',
      'isValidationError',
      'isAuthenticationError',
      'isPermissionError',
      'isConflictError',
      'isRateLimitError',
    ]) {
      expect(typeof PACKAGES['@frontdesk/core'][guard], guard).toBe('function');
    }
  });

  it('lists only names the packages export (values as values)', () => {
    for (const [pkg, { values, types }] of Object.entries(FRONTDESK_EXPORTS) as [
      FrontdeskPackage,
      (typeof FRONTDESK_EXPORTS)[FrontdeskPackage],
    ][]) {
      for (const name of values) expect(PACKAGES[pkg][name], `${pkg} ${name}`).toBeDefined();
      for (const name of types) expect(PACKAGES[pkg][name], `${pkg} ${name} is listed as a type only`).toBeUndefined();
    }
    for (const [pkg, { types }] of Object.entries(FRONTDESK_EXPORTS) as [
      FrontdeskPackage,
      (typeof FRONTDESK_EXPORTS)[FrontdeskPackage],
    ][]) {
      const exported = exportedNames(pkg);
      for (const name of types) expect(exported.has(name), `${pkg} exports the type ${name}`).toBe(true);
    }
    for (const { to, package: pkg } of Object.values(SDK_NAMES)) {
      const { values, types } = FRONTDESK_EXPORTS[pkg];
      expect(values.has(to) || types.has(to), `${pkg} ${to}`).toBe(true);
    }
  });
});
