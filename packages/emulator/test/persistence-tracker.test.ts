import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmulatorState } from '../src/extend/index.js';
import { clone } from '../src/state/clone.js';
import { applyJournalEntry } from '../src/state/journal-entry.js';
import { ChangeTracker, isStateProxy, unwrap } from '../src/state/tracker.js';

type Json = any;

function baseState(): Json {
  return {
    version: 1,
    site: { id: 'site', name: 'Site', instanceId: 'i' },
    apiKeys: [],
    oauthClients: [{ id: 'a', name: 'A', redirectUris: [] }],
    tokens: {},
    webhooks: { subscriptions: [] },
    sequences: {},
    domains: {
      things: { items: { t1: { id: 't1', tags: ['x'], nested: { n: 1 } }, t2: { id: 't2', tags: [], nested: { n: 2 } } } },
      list: [{ id: 'l0' }, { id: 'l1' }, { id: 'l2' }, { id: 'l3' }],
      policy: { a: false, b: true },
    },
  };
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

function contains(haystack: unknown, needle: unknown): boolean {
  if (haystack === needle) return true;
  if (typeof haystack !== 'object' || haystack === null) return false;
  return Object.values(haystack).some((child) => contains(child, needle));
}

// A tracker plus a replica kept up to date only from the encoded entries (what a reload would see).
function tracked(initial: Json = baseState()) {
  const tracker = new ChangeTracker(initial as EmulatorState);
  let replica: Json = json(initial);
  let seq = 0;
  const commit = () => {
    const ops = tracker.encode(tracker.take());
    if (ops !== undefined) replica = applyJournalEntry(replica, { seq: ++seq, ops: JSON.parse(ops) });
    return ops;
  };
  return { tracker, state: tracker.state as Json, commit, replica: () => replica };
}

describe('ChangeTracker', () => {
  it('hands out stable proxies that behave like the objects (isArray, JSON, spread, clone)', () => {
    const { tracker, state } = tracked();
    expect(state.domains.things).toBe(state.domains.things);
    expect(isStateProxy(state.domains.list)).toBe(true);
    expect(Array.isArray(state.domains.list)).toBe(true);
    expect(JSON.stringify(state)).toBe(JSON.stringify(tracker.raw));
    expect(Object.keys(state.domains.things.items)).toEqual(['t1', 't2']);
    expect(state.domains.list.map((item: Json) => item.id)).toEqual(['l0', 'l1', 'l2', 'l3']);
    expect(() => structuredClone(state.site)).toThrow();
    expect(clone(state.site)).toEqual({ id: 'site', name: 'Site', instanceId: 'i' });
    expect(isStateProxy(clone(state.site))).toBe(false);
    // A plain object holding proxies (spread) is copied too.
    const copy = clone({ ...state.domains.things.items });
    expect(copy.t1.nested).toEqual({ n: 1 });
    expect(isStateProxy(copy.t1)).toBe(false);
  });

  it('never stores a proxy in the raw state', () => {
    const { tracker, state } = tracked();
    state.domains.copy = { first: state.domains.list[0], inner: { deep: [state.site] } };
    state.domains.list = [...state.domains.list.filter((item: Json) => item.id !== 'l0')];
    const raw = tracker.raw as Json;
    expect(isStateProxy(raw.domains.copy.first)).toBe(false);
    expect(isStateProxy(raw.domains.copy.inner.deep[0])).toBe(false);
    expect(raw.domains.list.some((item: unknown) => isStateProxy(item))).toBe(false);
    expect(unwrap(state.domains.list)).toBe(raw.domains.list);
  });

  it('encodes the current value of each touched place, inner places left out', () => {
    const { state, commit, replica, tracker } = tracked();
    state.site.name = 'One';
    state.site.name = 'Two';
    state.domains.things.items.t3 = { id: 't3', tags: [] };
    state.domains.things.items.t3.tags.push('late');
    delete state.domains.things.items.t1;
    const ops = JSON.parse(commit()!);
    expect(ops).toEqual([
      ['s', ['site', 'name'], 'Two'],
      ['s', ['domains', 'things', 'items', 't3'], { id: 't3', tags: ['late'] }],
      ['d', ['domains', 'things', 'items', 't1']],
    ]);
    expect(replica()).toEqual(json(tracker.raw));
  });

  it('follows array operations (push, splice, sort, shift, unshift, length)', () => {
    const { state, commit, replica, tracker } = tracked();
    state.domains.list.push({ id: 'l4' });
    commit();
    state.domains.list.splice(1, 2, { id: 'new' });
    state.domains.list[0].id = 'first';
    commit();
    state.domains.list.sort((a: Json, b: Json) => (a.id < b.id ? 1 : -1));
    state.domains.list.unshift({ id: 'u' });
    state.domains.list.shift();
    state.domains.list[1].touched = true;
    commit();
    state.domains.list.length = 1;
    state.domains.list.reverse();
    commit();
    expect(replica()).toEqual(json(tracker.raw));
    expect(tracker.fullEncodes).toBe(0);
  });

  it('writes nothing for an equal copy, or for changes to an object that left the state', () => {
    const { state, commit } = tracked();
    state.domains.policy = { ...state.domains.policy };
    // A write of the value already there (an assignment to itself, through the proxy).
    const same = state.domains.things.items.t1;
    state.domains.things.items.t1 = same;
    expect(commit()).toBeUndefined();
    const removed = state.domains.things.items.t2;
    delete state.domains.things.items.t2;
    removed.nested.n = 99;
    expect(JSON.parse(commit()!)).toEqual([['d', ['domains', 'things', 'items', 't2']]]);
  });

  it('keeps an equal copy written when the original was changed in the same window', () => {
    const { state, commit, replica, tracker } = tracked();
    state.domains.policy.a = true;
    state.domains.policy = { ...state.domains.policy };
    commit();
    expect(replica().domains.policy).toEqual({ a: true, b: true });
    expect(replica()).toEqual(json(tracker.raw));
  });

  it('writes the whole state when an object ends up in two places (and for later changes under it)', () => {
    const { state, commit, replica, tracker } = tracked();
    state.domains.alias = state.domains.things.items.t1;
    commit();
    expect(tracker.fullEncodes).toBe(1);
    state.domains.things.items.t1.nested.n = 5;
    commit();
    expect(tracker.fullEncodes).toBe(2);
    expect(replica()).toEqual(json(tracker.raw));
    // Moving (not copying) an object is a plain change.
    const moved = state.domains.things.items.t2;
    delete state.domains.things.items.t2;
    state.domains.elsewhere = moved;
    moved.nested.n = 7;
    commit();
    expect(tracker.fullEncodes).toBe(2);
    expect(replica()).toEqual(json(tracker.raw));
  });

  it('undoes a failed window exactly, except what ran under keep()', () => {
    const { state, tracker, commit, replica } = tracked();
    const before = json(tracker.raw);
    state.site.name = 'changed';
    state.domains.list.splice(0, 1);
    state.domains.things.items.t1.tags.push('y');
    tracker.keep(() => {
      state.sequences.kept = 1;
    });
    delete state.domains.things.items.t2;
    state.domains.policy = { fresh: true };
    const window = tracker.take();
    tracker.undo(window, 'failed');
    expect(json(tracker.raw)).toEqual({ ...before, sequences: { kept: 1 } });
    expect(JSON.parse(tracker.encode(window)!)).toEqual([['s', ['sequences', 'kept'], 1]]);
    tracker.undo(window, 'all');
    expect(json(tracker.raw)).toEqual(before);
    expect(commit()).toBeUndefined();
    expect(replica()).toEqual(before);
  });

  it('replaces the root (reset) as one whole-state entry, and undoes it', () => {
    const { state, tracker, commit, replica } = tracked();
    const before = json(tracker.raw);
    const next = baseState();
    next.site.name = 'after reset';
    next.webhooks.key = state.domains.things.items.t1; // a proxy from the old state
    tracker.replaceRoot(next);
    expect(isStateProxy((tracker.raw as Json).webhooks.key)).toBe(false);
    const window = tracker.take();
    tracker.undo(window, 'all');
    expect(json(tracker.raw)).toEqual(before);
    tracker.replaceRoot(next);
    expect(JSON.parse(commit()!)[0][1]).toEqual([]);
    expect(replica()).toEqual(json(tracker.raw));
  });

  // Random changes through the proxy, committed now and then, some windows failing: a replica fed
  // only with the entries always equals the live state.
  it('keeps a replica built from its entries equal to the live state (property)', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b', ''), fc.boolean(), fc.constant(null)),
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('k', 'm', 'n', 'id'), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    const action = fc.record({
      kind: fc.constantFrom(
        ...(['set', 'set', 'delete', 'push', 'splice', 'sort', 'unshift'] as const),
        ...(['move', 'alias', 'copy', 'commit', 'fail', 'equal', 'detach'] as const),
      ),
      path: fc.array(fc.nat(), { maxLength: 4 }),
      key: fc.constantFrom('k', 'm', 'n', 'id', '0', '1'),
      index: fc.nat({ max: 4 }),
      value,
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { state, tracker, commit, replica } = tracked();
        let durable = json(tracker.raw);
        const containerAt = (path: number[]): Json => {
          let current = state.domains;
          for (const step of path) {
            const children = Object.keys(current).filter((k) => typeof current[k] === 'object' && current[k] !== null);
            if (children.length === 0) break;
            current = current[children[step % children.length]!];
          }
          return current;
        };
        for (const a of actions) {
          const target = containerAt(a.path);
          const isArray = Array.isArray(target);
          const key = isArray ? String(a.index % (target.length + 1)) : a.key;
          switch (a.kind) {
            case 'set':
              target[key] = clone(a.value);
              break;
            case 'delete':
              if (isArray) target.pop();
              else delete target[key];
              break;
            case 'push':
              if (isArray) target.push(clone(a.value));
              break;
            case 'splice':
              if (isArray) target.splice(a.index % (target.length + 1), 1, ...(a.index % 2 ? [clone(a.value)] : []));
              break;
            case 'sort':
              if (isArray) target.sort((x: unknown, y: unknown) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));
              break;
            case 'unshift':
              if (isArray) target.unshift(clone(a.value));
              break;
            case 'move':
            case 'alias': {
              const source = containerAt([...a.path].reverse());
              const keys = Object.keys(source);
              const sourceKey = keys[a.index % Math.max(1, keys.length)];
              if (sourceKey === undefined || source === target) break;
              const moved = source[sourceKey];
              // Never put an object inside itself (JSON has no cycles).
              if (typeof moved === 'object' && moved !== null && contains(unwrap(moved), unwrap(target))) break;
              if (a.kind === 'move') {
                if (Array.isArray(source)) source.splice(Number(sourceKey), 1);
                else delete source[sourceKey];
              }
              target[key] = moved;
              break;
            }
            case 'copy': {
              const source = containerAt([...a.path].reverse());
              if (source !== target) target[key] = clone(source);
              break;
            }
            case 'equal':
              if (!isArray && typeof target[key] === 'object' && target[key] !== null && !Array.isArray(target[key])) {
                target[key] = { ...target[key] };
              }
              break;
            case 'detach': {
              const child = target[key];
              if (typeof child === 'object' && child !== null) {
                if (isArray) target.splice(Number(key), 1);
                else delete target[key];
                child.afterDetach = 1;
              }
              break;
            }
            case 'commit':
              commit();
              durable = json(tracker.raw);
              expect(replica()).toEqual(durable);
              break;
            case 'fail':
              tracker.undo(tracker.take(), 'failed');
              expect(json(tracker.raw)).toEqual(durable);
              break;
          }
        }
        commit();
        expect(replica()).toEqual(json(tracker.raw));
      }),
      { numRuns: 1000 },
    );
  });
});
