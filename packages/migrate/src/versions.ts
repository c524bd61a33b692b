import { createRequire } from 'node:module';
import type { FrontdeskPackage } from './mapping.js';

/**
 * The version range the converted app gets for a Frontdesk package: the version this release of
 * `@frontdesk/migrate` was made with (the package is one of its dependencies, installed beside it),
 * with a caret: `^0.4.1`.
 */
export function frontdeskVersion(pkg: FrontdeskPackage): string {
  const require = createRequire(import.meta.url);
  const manifest = require(`${pkg}/package.json`) as { version: string };
  return `^${manifest.version}`;
}
