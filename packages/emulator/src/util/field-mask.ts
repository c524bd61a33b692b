import { validationError } from '../errors.js';
import { safePath } from './safe-keys.js';
import { isRecord } from './values.js';

/**
 * Reads the field mask of an update from the request: `mask` or `fieldMask`, as a comma-joined
 * string, an array of paths or `{ paths }`, from the first source that has one (the body, then the
 * query). Paths may be written with or without the entity's prefix (`plan.name` or `name`). A
 * reserved key in a path (`__proto__`) is refused. `undefined` when no source has a mask.
 */
export function readMask(entity: string, ...sources: Array<Record<string, unknown> | undefined>): string[] | undefined {
  const prefix = `${entity}.`;
  for (const source of sources) {
    const raw = source?.mask ?? source?.fieldMask;
    if (raw === undefined || raw === null || raw === '') continue;
    const list =
      typeof raw === 'string'
        ? raw.split(',')
        : Array.isArray(raw)
          ? raw
          : isRecord(raw) && Array.isArray(raw.paths)
            ? raw.paths
            : undefined;
    if (!list || list.some((p) => typeof p !== 'string')) {
      throw validationError([{ field: 'mask', description: 'must be a comma-joined list of field paths', violatedRule: 'FORMAT' }]);
    }
    const paths = (list as string[])
      .map((p) => p.trim())
      .map((p) => (p.startsWith(prefix) ? p.slice(prefix.length) : p))
      .filter(Boolean);
    for (const path of paths) safePath(path, 'mask');
    if (paths.length > 0) return paths;
  }
  return undefined;
}
