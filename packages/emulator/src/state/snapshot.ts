/**
 * The key of `state.json` that tells which journal entries the snapshot already contains (the
 * sequence number of the last one). It is not part of the state: the loader removes it.
 */
export const JOURNAL_SEQUENCE_KEY = 'journalSequence';

const pad = (depth: number) => '  '.repeat(depth);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Objects above the record level are written one member a line, so each record of a collection is
// one line of compact JSON (and one piece: the pieces stay small whatever the state's size). An
// array's items are records: one line each.
function* chunks(value: unknown, depth: number, expandBelow: number): Generator<string> {
  if (Array.isArray(value) && value.length > 0 && depth < expandBelow) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      yield `${index === 0 ? '' : ','}\n${pad(depth + 1)}${JSON.stringify(value[index]) ?? 'null'}`;
    }
    yield `\n${pad(depth)}]`;
    return;
  }
  if (!isPlainObject(value) || depth >= expandBelow) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield `${first ? '{' : ','}\n${pad(depth + 1)}${JSON.stringify(key)}: `;
    // Domain collections sit two levels deeper than the top-level ones (domains.<name>.<collection>).
    yield* chunks(member, depth + 1, depth === 0 && key === 'domains' ? 4 : expandBelow);
    first = false;
  }
  yield first ? '{}' : `\n${pad(depth)}}`;
}

/**
 * The text of `state.json` for a state that contains the journal entries up to `sequence`, in
 * pieces (so a large state can be written without blocking the event loop). Parsing the joined
 * pieces gives the state plus {@link JOURNAL_SEQUENCE_KEY}.
 */
export function* snapshotChunks(state: object, sequence: number): Generator<string> {
  yield* chunks({ ...state, [JOURNAL_SEQUENCE_KEY]: sequence }, 0, 2);
  yield '\n';
}
