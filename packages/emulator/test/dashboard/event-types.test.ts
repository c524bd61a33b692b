import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMITTED_EVENT_TYPES } from '../../src/webhooks/event-types.js';

const DOMAINS = fileURLToPath(new URL('../../src/domains', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

// The domains' event builders (`orderEvent('paused', ...)`) and the event type each kind becomes.
const BUILDERS: Record<string, (kind: string) => string> = {
  planEvent: (kind) => `wix.pricing_plans.plan_${kind}`,
  orderEvent: (kind) => `wix.pricing_plans.v2.order_${kind}`,
  serviceEvent: (kind) => `wix.bookings.services.v2.service_${kind}`,
  policyEvent: (kind) => `wix.bookings.v1.booking_policy_${kind}`,
  staffEvent: (kind) => `wix.bookings.staff.v1.staff_member_${kind}`,
  bookingEvent: (kind) => `wix.bookings.v2.booking_${kind}`,
};

// Every event type the domains' code can emit: builder calls with literal kinds (a `cond ? 'a' : 'b'` gives both)
// and `emit('wix....')` calls with a literal type. A builder this test does not know fails it.
function emittedInSource(): { types: Set<string>; unknownBuilders: Set<string> } {
  const types = new Set<string>();
  const unknownBuilders = new Set<string>();
  for (const file of sourceFiles(DOMAINS)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b([a-z]\w*Event)\(\s*((?:[\w.]+\s*\?\s*)?'[\w]+'(?:\s*:\s*'[\w]+')?)/g)) {
      const [, builder, args] = match;
      const toType = BUILDERS[builder!];
      if (!toType) {
        unknownBuilders.add(`${builder} in ${file}`);
        continue;
      }
      for (const kind of args!.matchAll(/'(\w+)'/g)) types.add(toType(kind[1]!));
    }
    for (const match of text.matchAll(/\bemit\??\.?\(\s*'(wix\.[\w.]+)'/g)) types.add(match[1]!);
  }
  return { types, unknownBuilders };
}

describe('EMITTED_EVENT_TYPES', () => {
  it('lists every event type a domain emits, and only those', () => {
    const { types, unknownBuilders } = emittedInSource();
    expect([...unknownBuilders]).toEqual([]);
    const listed = EMITTED_EVENT_TYPES.map((type) => type.eventType);
    expect(types.size).toBeGreaterThan(30);
    expect([...types].filter((type) => !listed.includes(type)).sort()).toEqual([]);
    expect(listed.filter((type) => !types.has(type)).sort()).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('describes each type by its entity, slug and body', () => {
    for (const type of EMITTED_EVENT_TYPES) {
      expect(type.eventType.startsWith(type.entityFqdn.replace(/\.v2\.plan$/, '.plan'))).toBe(true);
      expect(type.eventType.endsWith(`_${type.slug}`)).toBe(true);
      expect(type.action).toBe(['created', 'updated', 'deleted'].includes(type.slug) ? type.slug : 'action');
    }
  });
});
