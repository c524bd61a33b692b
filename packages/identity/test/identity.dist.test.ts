import { describe, expect, it } from 'vitest';
import { distEnvironment, loadEveryBuild } from '@frontdesk/test-support/dist-smoke';

type Identity = typeof import('../src/index.js');

describe('@frontdesk/identity dist', async () => {
  const env = await distEnvironment();
  for (const [build, identity] of await loadEveryBuild<Identity>('identity')) {
    it(`reports a wrong password as a FAILURE result (${build})`, async () => {
      const result = await identity.login(env.visitor(), { email: 'demo@frontdesk.test', password: 'not-the-password' });
      expect(result.loginState).toBe('FAILURE');
      expect(result.loginState === 'FAILURE' && result.errorCode).toBe('invalidPassword');
    });
  }
});
