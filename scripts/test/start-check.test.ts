// The reading of `npm start`'s output by scripts/start-check.mjs (which `npm test` runs as a step of
// its own, after the build: it starts `npm start` itself).
import { describe, expect, it } from 'vitest';
import { printedUrls } from '../start-check.mjs';

describe('printedUrls', () => {
  it('is undefined until npm start says it is ready', () => {
    expect(printedUrls('== emulator on port 4010\n[storefront] building...\n')).toBeUndefined();
  });

  it('reads every URL of the ready block, those in parentheses too, and nothing printed after it', () => {
    const output = [
      '[storefront] http://127.0.0.1:9999/ (vite)',
      '',
      '== ready in 24 s; Ctrl-C stops everything',
      '',
      '   storefront:   http://127.0.0.1:5173/',
      '   booking-app:  http://127.0.0.1:5174/  (staff view at /staff (passcode: frontdesk-staff))',
      '   next-storefront: http://127.0.0.1:5175/',
      '   emulator:     http://127.0.0.1:4010  (emails: http://127.0.0.1:4010/_emulator/outbox/page)',
      '   demo member:  demo@frontdesk.test / frontdesk-demo',
      '',
      '[emulator] GET http://127.0.0.1:4010/plans 200',
    ].join('\n');
    expect(printedUrls(output)).toEqual([
      'http://127.0.0.1:5173/',
      'http://127.0.0.1:5174/',
      'http://127.0.0.1:5175/',
      'http://127.0.0.1:4010',
      'http://127.0.0.1:4010/_emulator/outbox/page',
    ]);
  });
});
