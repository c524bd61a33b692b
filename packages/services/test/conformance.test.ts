import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '@frontdesk/core';
import { createEmulator } from '@frontdesk/emulator';
import * as services from '../src/index.js';

const calls = Object.entries(services).flatMap(([name, value]) => {
  const declaration = (value as { declaration?: CallDeclaration }).declaration;
  return typeof value === 'function' && declaration ? [{ name, declaration }] : [];
});

describe('conformance with the emulator', () => {
  const routes = createEmulator({ seed: 'empty' }).routes.list();

  it('covers every services call of wire.md (rows 7-27) and the Calendar Events V3 calls (not in wire.md)', () => {
    expect(calls.map((c) => c.name).sort()).toEqual([
      'bulkDeleteServices',
      'bulkDeleteServicesByFilter',
      'bulkUpdateServices',
      'bulkUpdateServicesByFilter',
      'cancelEvent',
      'cloneService',
      'countServices',
      'createEvent',
      'createService',
      'deleteService',
      'disablePricingPlansForService',
      'enablePricingPlansForService',
      'getService',
      'queryBookingForms',
      'queryCategories',
      'queryEvents',
      'queryLocations',
      'queryPolicies',
      'queryServices',
      'searchServices',
      'setCustomSlug',
      'setServiceLocations',
      'updateService',
      'validateSlug',
    ]);
  });

  it.each(calls)('$name: its method and path are routed, with the long-GET fallback it declares', ({ name, declaration }) => {
    expect(declaration.name).toBe(name);
    const route = routes.find((r) => r.method === declaration.method && r.template === declaration.path);
    expect(route, `${declaration.method} ${declaration.path}`).toBeDefined();
    if (declaration.longGetFallback) expect(route!.fallbackPost).toBe(true);
  });
});
