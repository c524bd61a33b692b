import { createMember } from '../../src/domains/members/store.js';
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '../../src/index.js';
import { ownerHeaders, visitorTokens } from '../helpers.js';

/** The start time of the pricing-plans tests' frozen clock. */
export const T0 = '2026-03-01T09:00:00.000Z';
export const DAY = 86_400_000;

/** A fresh emulator (demo seed) with a frozen clock at {@link T0}. */
export function newEmulator(): Emulator {
  return createEmulator({ clock: T0, onError: (error) => console.error(error) });
}

/** A JSON call; returns the status and the parsed body. */
export async function call(
  emulator: Emulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = ownerHeaders,
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await emulator.fetch(path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Creates an approved member and returns its id and member-token headers. */
export function member(emulator: Emulator, id: string, email = `${id}@example.com`): { id: string; headers: Record<string, string> } {
  emulator.store.mutate((state) => createMember(state, { id, loginEmail: email, status: 'APPROVED' }, emulator.clock.now()));
  const { access_token } = emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId: id });
  return { id, headers: { authorization: access_token } };
}

/** Fresh member-token headers (tokens expire after 4 hours of emulator clock). */
export function memberHeaders(emulator: Emulator, id: string): Record<string, string> {
  return { authorization: emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId: id }).access_token };
}

/** Visitor-token headers. */
export async function visitor(emulator: Emulator): Promise<Record<string, string>> {
  return { authorization: (await visitorTokens(emulator)).access_token };
}

/** The emitted events (whose type starts with `prefix`), decoded: `{ type, slug, identity, body }`. */
export function events(
  emulator: Emulator,
  prefix = 'wix.pricing_plans',
): Array<{ type: string; entityId: string; identity: any; data: any }> {
  return emulator.webhooks
    .events()
    .filter((e) => e.eventType.startsWith(prefix))
    .map((e) => {
      const outer = JSON.parse(e.envelope);
      const inner = JSON.parse(outer.data);
      return {
        type: e.eventType.replace(/^wix\.pricing_plans\.(v2\.)?/, ''),
        entityId: inner.entityId,
        identity: JSON.parse(outer.identity),
        data: inner.createdEvent?.entity ?? inner.updatedEvent?.currentEntity ?? inner.actionEvent?.body,
      };
    });
}

/** Just the short event types (`order_created`, `plan_updated`, ...), in order. */
export function eventTypes(emulator: Emulator, prefix?: string): string[] {
  return events(emulator, prefix).map((e) => e.type);
}

/** The application error code (or first validation rule) of an error body. */
export function codeOf(body: any): string | undefined {
  const violation = body?.details?.validationError?.fieldViolations?.[0];
  return body?.details?.applicationError?.code ?? violation?.ruleName ?? violation?.violatedRule;
}

export const gold = {
  name: 'Gold',
  description: 'All classes',
  perks: { values: ['Unlimited classes', 'Free mat'] },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 12 },
    price: { value: '19.99', currency: 'USD' },
    freeTrialDays: 7,
  },
  maxPurchasesPerBuyer: 1,
  allowFutureStartDate: true,
  buyerCanCancel: true,
  termsAndConditions: 'No refunds.',
};

/** Creates a plan as the owner and returns it. */
export async function createPlan(emulator: Emulator, plan: Record<string, unknown>): Promise<any> {
  const { status, body } = await call(emulator, 'POST', '/pricing-plans/v2/plans', { plan });
  if (status !== 200) throw new Error(`createPlan failed: ${status} ${JSON.stringify(body)}`);
  return body.plan;
}

export { ownerHeaders };
