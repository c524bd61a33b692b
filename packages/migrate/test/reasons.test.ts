import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownAnchors } from '../../../scripts/check-links.mjs';
import { GUIDE_URL, REASONS } from '../src/reasons.js';

describe('reasons', () => {
  it('link to sections of docs/migrating.md that exist', () => {
    expect(GUIDE_URL.endsWith('/docs/migrating.md')).toBe(true);
    const anchors = markdownAnchors(readFileSync(new URL('../../../docs/migrating.md', import.meta.url), 'utf8'));
    for (const [code, reason] of Object.entries(REASONS)) expect(anchors.has(reason.section), `${code}: #${reason.section}`).toBe(true);
  });
});
