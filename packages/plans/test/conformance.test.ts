import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '@frontdesk/core';
import { createEmulator } from '@frontdesk/emulator';
import * as plans from '../src/index.js';

const calls = Object.entries(plans).flatMap(([name, value]) => {
  const declaration = (value as { declaration?: CallDeclaration }).declaration;
  return typeof value === 'function' && declaration ? [{ name, declaration }] : [];
});

describe('conformance with the emulator', () => {
  const routes = createEmulator({ seed: 'empty' }).routes.list();

  it('covers every plans call of wire.md (rows 88-98)', () => {
    expect(calls.map((c) => c.name).sort()).toEqual([
      'archivePlan',
      'clearPrimary',
      'createPlan',
      'getPlan',
      'getPlanStats',
      'listPlans',
      'listPublicPlans',
      'makePlanPrimary',
      'queryPublicPlans',
      'setPlanVisibility',
      'updatePlan',
    ]);
  });

  it.each(calls)('$name: its method and path are routed, with the long-GET fallback it declares', ({ name, declaration }) => {
    expect(declaration.name).toBe(name);
    const route = routes.find((r) => r.method === declaration.method && r.template === declaration.path);
    expect(route, `${declaration.method} ${declaration.path}`).toBeDefined();
    if (declaration.longGetFallback) expect(route!.fallbackPost).toBe(true);
  });
});
