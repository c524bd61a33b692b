import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '@frontdesk/core';
import { createEmulator } from '@frontdesk/emulator';

/** A package's calls: its exported functions that carry a `declaration`, with their export names. */
export function declaredCalls(exports: Record<string, unknown>): Array<{ name: string; declaration: CallDeclaration }> {
  return Object.entries(exports).flatMap(([name, value]) => {
    const declaration = (value as { declaration?: CallDeclaration } | undefined)?.declaration;
    return typeof value === 'function' && declaration ? [{ name, declaration }] : [];
  });
}

/**
 * The conformance suite of a domain package: its calls are exactly `calls` (names, in any order, or
 * how many), each is named after its export, and the emulator routes its method and path (with the
 * long-GET fallback it declares). `resolvesPaths` also resolves each path with its parameters filled.
 */
export function describeConformance(
  title: string,
  exports: Record<string, unknown>,
  expected: { calls: readonly string[] | number; resolvesPaths?: boolean },
): void {
  const calls = declaredCalls(exports);
  describe('conformance with the emulator', () => {
    const emulator = createEmulator({ seed: 'empty' });
    const routes = emulator.routes.list();

    it(title, () => {
      if (typeof expected.calls === 'number') expect(calls).toHaveLength(expected.calls);
      else expect(calls.map((c) => c.name).sort()).toEqual([...expected.calls].sort());
    });

    it.each(calls)('$name: its method and path are routed, with the long-GET fallback it declares', ({ name, declaration }) => {
      expect(declaration.name).toBe(name);
      const route = routes.find((r) => r.method === declaration.method && r.template === declaration.path);
      expect(route, `${declaration.method} ${declaration.path}`).toBeDefined();
      if (declaration.longGetFallback) expect(route!.fallbackPost).toBe(true);
      if (expected.resolvesPaths) {
        const sample = declaration.path.replace(/\{[^}]+\}/g, 'EMAIL');
        expect(emulator.routes.resolve(declaration.method, sample).direct?.route.template).toBe(declaration.path);
      }
    });
  });
}
