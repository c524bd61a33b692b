import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '@frontdesk/core';
import { createEmulator } from '@frontdesk/emulator';
import * as identity from '../src/index.js';

const calls = Object.entries(identity).flatMap(([name, value]) => {
  const declaration = (value as { declaration?: CallDeclaration } | undefined)?.declaration;
  return typeof value === 'function' && declaration ? [[name, declaration] as const] : [];
});

describe('conformance with the emulator', () => {
  it('exports every identity call of wire.md (rows 99-112)', () => {
    expect(calls.map(([name]) => name).sort()).toEqual(
      [
        'createRedirectSession',
        'registerV2',
        'loginV2',
        'changePassword',
        'loginCallback',
        'signOn',
        'endSession',
        'verifyFactor',
        'sendRecoveryEmail',
        'sendActivationEmail',
        'recover',
        'startVerification',
        'verifyDuringAuthentication',
        'resendDuringAuthentication',
      ].sort(),
    );
  });

  const emulator = createEmulator();
  for (const [name, declaration] of calls) {
    it(`${name}: ${declaration.method} ${declaration.path} is routed by the emulator`, () => {
      expect(declaration.name).toBe(name);
      const templates = emulator.routes.list().map((route) => `${route.method} ${route.template}`);
      expect(templates).toContain(`${declaration.method} ${declaration.path}`);
      const sample = declaration.path.replace(/\{[^}]+\}/g, 'EMAIL');
      expect(emulator.routes.resolve(declaration.method, sample).direct?.route.template).toBe(declaration.path);
    });
  }
});
