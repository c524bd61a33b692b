/**
 * One line of the write journal: a sequence number and the operations of one commit, as written by
 * {@link journalLine}.
 */
export interface JournalEntry {
  seq: number;
  /** `['s', path, value]` sets, `['d', path]` deletes; path `[]` replaces the whole state. */
  ops: Array<['s', string[], unknown] | ['d', string[]]>;
}

/**
 * The journal line of a commit: `{"seq":N,"ops":[...]}` and a newline. `ops` is the JSON text of
 * the operations (from `ChangeTracker.encode`), so values are serialised once.
 */
export function journalLine(seq: number, ops: string): string {
  return `{"seq":${seq},"ops":${ops}}\n`;
}

/**
 * Parses one journal line; throws a readable error when it is not a journal entry.
 */
export function parseJournalLine(line: string): JournalEntry {
  const entry = JSON.parse(line) as JournalEntry;
  if (typeof entry !== 'object' || entry === null || !Number.isSafeInteger(entry.seq) || !Array.isArray(entry.ops)) {
    throw new Error('not a journal entry ({"seq":N,"ops":[...]})');
  }
  for (const op of entry.ops) {
    if (!Array.isArray(op) || (op[0] !== 's' && op[0] !== 'd') || !Array.isArray(op[1]) || !op[1].every((key) => typeof key === 'string')) {
      throw new Error(`not a journal operation: ${JSON.stringify(op).slice(0, 80)}`);
    }
    if (op[0] === 'd' && op[1].length === 0) throw new Error('cannot delete the whole state');
  }
  return entry;
}

/**
 * Applies an entry's operations to a state (in place, except a whole-state replacement); returns the
 * resulting root. Throws when a path does not lead anywhere (the journal does not fit the state).
 */
export function applyJournalEntry<T extends object>(root: T, entry: JournalEntry): T {
  let current: object = root;
  for (const op of entry.ops) {
    const path = op[1];
    if (path.length === 0) {
      const value = op[2];
      if (typeof value !== 'object' || value === null) throw new Error('the whole state must be an object');
      current = value;
      continue;
    }
    let parent = current as Record<string, unknown>;
    for (let index = 0; index < path.length - 1; index++) {
      const next = parent[path[index]!];
      if (typeof next !== 'object' || next === null) throw new Error(`${path.slice(0, index + 1).join('.')} is missing`);
      parent = next as Record<string, unknown>;
    }
    const key = path[path.length - 1]!;
    if (op[0] === 'd') delete parent[key];
    // An own `__proto__` key (JSON can have one) must not reach the prototype setter.
    else if (key === '__proto__') {
      Object.defineProperty(parent, key, { value: op[2], writable: true, enumerable: true, configurable: true });
    } else parent[key] = op[2];
  }
  return current as T;
}
