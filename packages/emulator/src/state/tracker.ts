import type { EmulatorState } from './types.js';

type Key = string;

// Where a state object sits: its parent and its key there (undefined: detached, or the root).
interface Place {
  proxy: object | undefined;
  parent: object | undefined;
  key: Key | undefined;
}

// How to take one change back. `target` undefined: the whole root was replaced.
interface UndoRecord {
  target: object | undefined;
  key: Key;
  had: boolean;
  old: unknown;
  keep: boolean;
}

// A path from the root; 'detached': no longer in the state; 'unsure': the recorded place does not hold it.
type PathResult = Key[] | 'detached' | 'unsure';

// A state object a set put somewhere else: where it was before (to find objects now in two places).
interface Move {
  value: object;
  parent: object;
  key: Key;
  keep: boolean;
}

/**
 * The changes made to the state between two commit points: what to write (touched places) and how
 * to take them back (an undo log, oldest first).
 */
export interface ChangeWindow {
  readonly undo: UndoRecord[];
  /** Touched keys per raw object. */
  readonly dirty: Map<object, Set<Key>>;
  readonly moves: Move[];
  /** The root itself was replaced (`store.replace`): the entry is the whole state. */
  rootReplaced: boolean;
  /** How many changes were recorded. */
  changes: number;
}

/**
 * How many touched indices of one array make the entry carry the whole array instead (a splice near
 * the front of a long array touches every index after it).
 */
export const WHOLE_ARRAY_AFTER = 16;

const EQUALITY_BUDGET = 256;
const INDEX = /^(0|[1-9]\d*)$/;
const hasOwn = (target: object, key: PropertyKey): boolean => Object.hasOwn(target, key);
// Every proxy handed out by any tracker, to its raw object (so copies and assignments can unwrap).
const rawOfProxy = new WeakMap<object, object>();

function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function newWindow(): ChangeWindow {
  return { undo: [], dirty: new Map(), moves: [], rootReplaced: false, changes: 0 };
}

// Structural equality of two JSON-like values, giving up (false) past `budget` nodes.
function sameJson(a: unknown, b: unknown, budget: { left: number }): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (--budget.left < 0 || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!hasOwn(right, key) || !sameJson(left[key], right[key], budget)) return false;
  }
  return true;
}

/**
 * The raw object behind a state proxy (or the value itself when it is not one).
 */
export function unwrap<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    const raw = rawOfProxy.get(value);
    if (raw !== undefined) return raw as T;
  }
  return value;
}

/**
 * Whether `value` is a proxy handed out by a {@link ChangeTracker}.
 */
export function isStateProxy(value: unknown): boolean {
  return typeof value === 'object' && value !== null && rawOfProxy.has(value);
}

/**
 * Records every change made to the state through its proxies, for the write journal: which places
 * were touched (written at commit with their value at that time) and how to undo each change.
 *
 * `state` is a proxy over the raw state; every object read through it is a proxy too (one per raw
 * object, so identity is stable), and whatever is assigned is unwrapped, so the raw state never
 * holds a proxy. The tracker knows each object's place (parent and key) from the reads and writes
 * that went through it, which gives each change its path from the root at commit time.
 */
export class ChangeTracker {
  #root: object;
  readonly #places = new WeakMap<object, Place>();
  readonly #aliased = new WeakSet<object>();
  readonly #handler: ProxyHandler<object>;
  readonly #onFirstChange: (() => void) | undefined;
  #window: ChangeWindow = newWindow();
  #keepDepth = 0;
  #changes = 0;
  #fullEncodes = 0;

  /** `onFirstChange` is called when the open window records its first change. */
  constructor(root: EmulatorState, onFirstChange?: () => void) {
    this.#root = unwrap(root) as object;
    this.#onFirstChange = onFirstChange;
    this.#handler = {
      get: (target, key) => {
        const value = (target as Record<PropertyKey, unknown>)[key];
        if (typeof value !== 'object' || value === null || typeof key === 'symbol') return value;
        return this.#child(target, key, value);
      },
      set: (target, key, value) => {
        if (typeof key === 'symbol') return Reflect.set(target, key, value);
        return this.#write(target, key, { value }, 'set');
      },
      defineProperty: (target, key, descriptor) => {
        if (typeof key === 'symbol' || !('value' in descriptor)) return Reflect.defineProperty(target, key, descriptor);
        return this.#write(target, key, descriptor, 'define');
      },
      deleteProperty: (target, key) => {
        if (typeof key === 'symbol' || !hasOwn(target, key)) return Reflect.deleteProperty(target, key);
        const old = (target as Record<Key, unknown>)[key];
        if (!Reflect.deleteProperty(target, key)) return false;
        this.#record(target, key, true, old, undefined, false);
        return true;
      },
    };
  }

  /** The live state, as a tracking proxy. */
  get state(): EmulatorState {
    return this.#proxyOf(this.#root) as EmulatorState;
  }

  /** The live state itself (no proxy): for serialising and copying, never for changing. */
  get raw(): EmulatorState {
    return this.#root as EmulatorState;
  }

  /** How many changes were recorded so far (all windows). */
  get changes(): number {
    return this.#changes;
  }

  /** How many commits had to carry the whole state because a path could not be trusted (for tests). */
  get fullEncodes(): number {
    return this.#fullEncodes;
  }

  /** The window changes go to now. */
  get open(): ChangeWindow {
    return this.#window;
  }

  /**
   * Runs `fn`; the changes it makes are kept when the request handler they happen in fails (see
   * {@link ChangeTracker.undo}).
   */
  keep<T>(fn: () => T): T {
    this.#keepDepth++;
    try {
      return fn();
    } finally {
      this.#keepDepth--;
    }
  }

  /** Closes the open window and opens a new one; returns the closed one. */
  take(): ChangeWindow {
    const window = this.#window;
    this.#window = newWindow();
    return window;
  }

  /** Replaces the whole state (`store.replace`). */
  replaceRoot(next: EmulatorState): void {
    const raw = unwrap(next) as object;
    const window = this.#window;
    window.undo.push({ target: undefined, key: '', had: true, old: this.#root, keep: this.#keepDepth > 0 });
    this.#root = raw;
    this.#places.set(raw, { proxy: this.#places.get(raw)?.proxy, parent: undefined, key: undefined });
    this.#adoptChildren(raw, window);
    window.rootReplaced = true;
    this.#count(window);
  }

  /**
   * Takes back the changes of `window`, newest first. `'failed'` (a request handler threw): changes
   * made under {@link ChangeTracker.keep} stay, and stay in the window to be written. `'all'` (the
   * journal could not store them): everything goes, and the window is left empty.
   */
  undo(window: ChangeWindow, mode: 'failed' | 'all'): void {
    const kept: UndoRecord[] = [];
    const keptKeys = new Map<object | undefined, Set<Key>>();
    for (let index = window.undo.length - 1; index >= 0; index--) {
      const record = window.undo[index]!;
      if (mode === 'failed' && (record.keep || keptKeys.get(record.target)?.has(record.key))) {
        // An older change under a kept one stays too: undoing it would overwrite the kept value.
        kept.push(record);
        let keys = keptKeys.get(record.target);
        if (!keys) keptKeys.set(record.target, (keys = new Set()));
        keys.add(record.key);
        continue;
      }
      this.#restore(record);
    }
    const keptMoves: Move[] = [];
    for (let index = window.moves.length - 1; index >= 0; index--) {
      const move = window.moves[index]!;
      if (mode === 'failed' && move.keep) {
        keptMoves.unshift(move);
        continue;
      }
      const place = this.#places.get(move.value);
      if (place) {
        place.parent = move.parent;
        place.key = move.key;
      }
    }
    window.undo.length = 0;
    window.undo.push(...kept.reverse());
    window.moves.length = 0;
    window.moves.push(...keptMoves);
    // What is left to write: the places of the changes that stay.
    window.dirty.clear();
    window.rootReplaced = false;
    window.changes = 0;
    for (const record of window.undo) {
      window.changes++;
      if (record.target === undefined) {
        window.rootReplaced = true;
        continue;
      }
      let keys = window.dirty.get(record.target);
      if (!keys) window.dirty.set(record.target, (keys = new Set()));
      keys.add(record.key);
    }
  }

  /**
   * The journal operations of `window`: the current value of every touched place (places under
   * another touched place left out), as the JSON text of `[["s", path, value] | ["d", path], ...]`;
   * `undefined` when nothing changed. When a place's path cannot be trusted (an object now in two
   * places, or moved behind the tracker's back), the one operation is the whole state at path `[]`.
   */
  encode(window: ChangeWindow): string | undefined {
    if (window.rootReplaced) return this.#full();
    if (window.dirty.size === 0) return undefined;
    // An object that moved is in two places when its old place still holds it (and is not where it is now).
    for (const { value, parent, key } of window.moves) {
      const place = this.#places.get(value);
      if (place && place.parent === parent && place.key === key) continue;
      if (hasOwn(parent, key) && (parent as Record<Key, unknown>)[key] === value && this.#attached(parent) && this.#attached(value)) {
        this.#aliased.add(value);
        return this.#full();
      }
    }
    const paths = new Map<string, Key[]>();
    const memo = new Map<object, PathResult>();
    const movedFrom = new Map<object, Move[]>();
    for (const move of window.moves) movedFrom.set(move.value, [...(movedFrom.get(move.value) ?? []), move]);
    const add = (path: Key[]) => paths.set(JSON.stringify(path), path);
    for (const [target, keys] of window.dirty) {
      const base = this.#pathOf(target, memo, movedFrom);
      if (base === 'detached') continue;
      if (base === 'unsure') return this.#full();
      if (Array.isArray(target) && base.length > 0 && keys.size > WHOLE_ARRAY_AFTER) add(base);
      else for (const key of keys) add([...base, key]);
    }
    const ops: string[] = [];
    outer: for (const path of paths.values()) {
      for (let length = path.length - 1; length > 0; length--) {
        if (paths.has(JSON.stringify(path.slice(0, length)))) continue outer;
      }
      let parent = this.#root as Record<Key, unknown>;
      for (let index = 0; index < path.length - 1; index++) {
        const next = parent[path[index]!];
        if (typeof next !== 'object' || next === null) return this.#full();
        parent = next as Record<Key, unknown>;
      }
      const key = path[path.length - 1]!;
      // JSON has no other properties on arrays (state.json would not keep them either).
      if (Array.isArray(parent) && key !== 'length' && !INDEX.test(key)) continue;
      const json = hasOwn(parent, key) ? JSON.stringify(parent[key]) : undefined;
      const pathJson = JSON.stringify(path);
      if (json !== undefined) ops.push(`["s",${pathJson},${json}]`);
      else if (Array.isArray(parent) && hasOwn(parent, key)) ops.push(`["s",${pathJson},null]`);
      else ops.push(`["d",${pathJson}]`);
    }
    return ops.length === 0 ? undefined : `[${ops.join(',')}]`;
  }

  #full(): string {
    this.#fullEncodes++;
    return `[["s",[],${JSON.stringify(this.#root)}]]`;
  }

  #proxyOf(raw: object): object {
    let place = this.#places.get(raw);
    if (!place) this.#places.set(raw, (place = { proxy: undefined, parent: undefined, key: undefined }));
    return (place.proxy ??= this.#makeProxy(raw));
  }

  #makeProxy(raw: object): object {
    const proxy = new Proxy(raw, this.#handler);
    rawOfProxy.set(proxy, raw);
    return proxy;
  }

  // A read of an object through a proxy: its proxy, and its place brought up to date.
  #child(target: object, key: Key, value: object): unknown {
    let place = this.#places.get(value);
    if (place === undefined) {
      // Frozen parents: a proxy would break the proxy invariants (and nothing in them can change).
      if (!isPlain(value) || !hasOwn(target, key) || Object.isFrozen(target)) return value;
      this.#places.set(value, (place = { proxy: undefined, parent: target, key }));
    } else if (place.parent !== target || place.key !== key) {
      // Reached another way: keep a place that still holds (a read through a stale copy must not steal it).
      if (!this.#holds(place, value)) {
        place.parent = target;
        place.key = key;
      }
    }
    return (place.proxy ??= this.#makeProxy(value));
  }

  #write(target: object, key: Key, descriptor: PropertyDescriptor, how: 'set' | 'define'): boolean {
    const had = hasOwn(target, key);
    const old = had ? (target as Record<Key, unknown>)[key] : undefined;
    const raw = unwrap(descriptor.value);
    const isArray = Array.isArray(target);
    const oldLength = isArray ? (target as unknown[]).length : 0;
    const done = how === 'set' ? Reflect.set(target, key, raw) : Reflect.defineProperty(target, key, { ...descriptor, value: raw });
    if (!done || (had && Object.is(old, raw))) return done;
    this.#record(target, key, had, old, raw, true);
    // Writing past the end of an array changes its length without a write of `length`.
    if (isArray && key !== 'length' && (target as unknown[]).length !== oldLength) {
      this.#record(target, 'length', true, oldLength, (target as unknown[]).length, true);
    }
    return true;
  }

  #record(target: object, key: Key, had: boolean, old: unknown, value: unknown, has: boolean): void {
    const window = this.#window;
    window.undo.push({ target, key, had, old, keep: this.#keepDepth > 0 });
    if (typeof old === 'object' && old !== null) this.#unlink(old, target, key);
    if (has && typeof value === 'object' && value !== null) this.#adopt(value, target, key, window);
    // `x.policy = { ...x.policy }`: an equal copy changes nothing to write (unless the old one was
    // changed in this window: then its changes live on only in the copy).
    if (had && has && typeof old === 'object' && old !== null && this.#equalUnchanged(old, value, window)) return;
    let keys = window.dirty.get(target);
    if (!keys) window.dirty.set(target, (keys = new Set()));
    keys.add(key);
    this.#count(window);
  }

  #count(window: ChangeWindow): void {
    this.#changes++;
    if (++window.changes === 1) this.#onFirstChange?.();
  }

  #equalUnchanged(old: object, value: unknown, window: ChangeWindow): boolean {
    if (window.dirty.size > 32 || !sameJson(old, value, { left: EQUALITY_BUDGET })) return false;
    for (const target of window.dirty.keys()) {
      let node: object | undefined = target;
      for (let depth = 0; node !== undefined && depth < 64; depth++) {
        if (node === old) return false;
        node = this.#places.get(node)?.parent;
      }
    }
    return true;
  }

  #unlink(old: object, target: object, key: Key): void {
    const place = this.#places.get(old);
    if (place && place.parent === target && place.key === key) {
      place.parent = undefined;
      place.key = undefined;
    }
  }

  // An object entering the state: its place, proxies inside it replaced by their raw objects.
  #adopt(value: object, parent: object, key: Key, window: ChangeWindow): void {
    const place = this.#places.get(value);
    if (place) {
      // Already a state object (its insides are raw): it moved, or is now in a second place.
      if (place.parent !== undefined && (place.parent !== parent || place.key !== key)) {
        window.moves.push({ value, parent: place.parent, key: place.key!, keep: this.#keepDepth > 0 });
      }
      place.parent = parent;
      place.key = key;
      return;
    }
    if (!isPlain(value)) return;
    this.#places.set(value, { proxy: undefined, parent, key });
    if (!Object.isFrozen(value)) this.#adoptChildren(value, window);
  }

  #adoptChildren(value: object, window: ChangeWindow): void {
    const record = value as Record<Key, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child !== 'object' || child === null) continue;
      const raw = rawOfProxy.get(child);
      if (raw !== undefined) Reflect.set(record, key, raw);
      this.#adopt(raw ?? child, value, key, window);
    }
  }

  #restore(record: UndoRecord): void {
    if (record.target === undefined) {
      this.#root = record.old as object;
      return;
    }
    const target = record.target as Record<Key, unknown>;
    const current = hasOwn(target, record.key) ? target[record.key] : undefined;
    if (typeof current === 'object' && current !== null) this.#unlink(current, target, record.key);
    if (!record.had) {
      Reflect.deleteProperty(target, record.key);
      return;
    }
    Reflect.set(target, record.key, record.old);
    if (typeof record.old === 'object' && record.old !== null) {
      const place = this.#places.get(record.old);
      if (place) {
        place.parent = target;
        place.key = record.key;
      } else if (isPlain(record.old)) {
        this.#places.set(record.old, { proxy: undefined, parent: target, key: record.key });
      }
    }
  }

  // Whether the object is in the state at the place recorded for it.
  #holds(place: Place, value: object): boolean {
    const { parent, key } = place;
    return parent !== undefined && hasOwn(parent, key!) && (parent as Record<Key, unknown>)[key!] === value && this.#attached(parent);
  }

  #attached(start: object): boolean {
    let node = start;
    for (let depth = 0; depth < 256; depth++) {
      if (node === this.#root) return true;
      const place = this.#places.get(node);
      if (!place || place.parent === undefined) return false;
      const { parent, key } = place;
      if (!hasOwn(parent, key!) || (parent as Record<Key, unknown>)[key!] !== node) return false;
      node = parent;
    }
    return false;
  }

  // The path from the root: 'detached' when the object left the state (its changes do not matter),
  // 'unsure' when its recorded place no longer holds it (or it is in two places).
  #pathOf(target: object, memo: Map<object, PathResult>, movedFrom: Map<object, Move[]>): PathResult {
    if (target === this.#root) return [];
    const known = memo.get(target);
    if (known !== undefined) return known;
    let result: PathResult;
    const place = this.#places.get(target);
    if (place && place.parent === undefined) {
      // Taken out of the place it had last, but maybe still in the one it had before (it was in two
      // places for a while in this window): then that is its place.
      const holds = ({ parent, key }: Move) => (parent as Record<Key, unknown>)[key] === target && this.#attached(parent);
      const home = movedFrom.get(target)?.find(holds);
      if (home) {
        place.parent = home.parent;
        place.key = home.key;
      }
    }
    if (this.#aliased.has(target)) result = 'unsure';
    else if (!place || place.parent === undefined) result = 'detached';
    else if (!hasOwn(place.parent, place.key!) || (place.parent as Record<Key, unknown>)[place.key!] !== target) result = 'unsure';
    else {
      const up = this.#pathOf(place.parent, memo, movedFrom);
      result = typeof up === 'string' ? up : [...up, place.key!];
    }
    memo.set(target, result);
    return result;
  }
}
