import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads the always-present response fields from the official SDK's published declarations (the
 * `NonNullablePaths<Response, paths>` of each function in `@wix/auto_sdk_*`), as wire paths: `_id`
 * becomes `id`, `_createdDate`/`_updatedDate` their wire names, and an array index (`${number}`)
 * becomes `*`. Only reads files; nothing here is imported by the emulator.
 */

const here = dirname(fileURLToPath(import.meta.url));
/** The pinned official SDK (compat/official-sdk) whose dependencies carry the declarations. */
const officialRoot = resolve(here, '../../../../compat/official-sdk/node_modules/@wix');

/** The official packages and the generated modules (and functions) of each that the emulator serves. */
export const DECLARATION_SOURCES: Record<string, readonly string[]> = {
  'pricing-plans': ['auto_sdk_pricing-plans_plans', 'auto_sdk_pricing-plans_orders'],
  members: ['auto_sdk_members_members'],
  bookings: [
    'auto_sdk_bookings_services',
    'auto_sdk_bookings_bookings',
    'auto_sdk_bookings_extended-bookings',
    'auto_sdk_bookings_availability-calendar',
    'auto_sdk_bookings_booking-policies',
    'auto_sdk_bookings_attendance',
    'auto_sdk_bookings_multi-service-availability-time-slots',
  ],
  identity: ['auto_sdk_identity_authentication', 'auto_sdk_identity_recovery', 'auto_sdk_identity_oauth'],
  redirects: ['auto_sdk_redirects_redirects'],
};

/** One function's declared always-present paths. */
export interface DeclaredPaths {
  module: string;
  response: string;
  paths: string[];
}

const WIRE_NAMES: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

function toWirePath(path: string): string {
  return path
    .replace(/\$\{number\}/g, '*')
    .split('.')
    .map((segment) => WIRE_NAMES[segment] ?? segment)
    .join('.');
}

const DECLARATION = /declare function (\w+)\(.*?\): Promise<NonNullablePaths<(\w+), ((?:`[^`]*`(?: \| )?)+), \d+>/;

function moduleDir(official: string, module: string): string | undefined {
  const pkg = join(officialRoot, official);
  if (!existsSync(pkg)) return undefined;
  // pnpm: the official package's dependencies are its siblings in the virtual store.
  const dir = join(dirname(realpathSync(pkg)), module, 'build', 'cjs');
  return existsSync(dir) ? dir : undefined;
}

/** The declared paths per official function, or `undefined` when the official SDK is not installed. */
export function readDeclaredPaths(): Record<string, DeclaredPaths> | undefined {
  const out: Record<string, DeclaredPaths> = {};
  for (const [official, modules] of Object.entries(DECLARATION_SOURCES)) {
    for (const module of modules) {
      const dir = moduleDir(official, module);
      if (!dir) return undefined;
      // The standalone function declarations live in index.typings.d.ts or a *.universal-*.d.ts.
      for (const file of readdirSync(dir).filter((f) => /^(index\.typings|.*\.universal-.*)\.d\.ts$/.test(f))) {
        for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
          const match = DECLARATION.exec(line);
          if (!match) continue;
          const [, name, response, union] = match as unknown as [string, string, string, string];
          const paths = [...union.matchAll(/`([^`]*)`/g)].map((m) => toWirePath(m[1]!));
          out[`${module.replace(/^auto_sdk_/, '')}.${name}`] = { module, response, paths };
        }
      }
    }
  }
  return out;
}
