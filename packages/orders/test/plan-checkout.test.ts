import { describe, expect, it, vi } from 'vitest';
import { createClient, isAuthFlowError, memoryStorage, oauth } from '@frontdesk/core';
import {
  PLAN_ORDER_ID_PARAM,
  createPlanCheckout,
  getCheckoutOrder,
  planCheckoutRequest,
  readPlanCheckoutReturn,
  type CreateRedirectSession,
} from '../src/index.js';
import { json, recordingClient } from '@frontdesk/test-support';
import { wireOrder } from './fixtures.js';

const storefront = () =>
  createClient({
    auth: oauth({ clientId: 'demo-storefront', storage: memoryStorage(), allowedRedirectOrigins: ['https://shop.example'] }),
    fetch: vi.fn(async () => json({})) as unknown as typeof fetch,
  });

describe('planCheckoutRequest', () => {
  it('builds the paidPlansCheckout redirect-session body', () => {
    const { client } = recordingClient();
    expect(
      planCheckoutRequest(client, 'p1', {
        thankYouPageUrl: 'https://shop.example/thanks',
        postFlowUrl: 'https://shop.example/plans',
        planListUrl: 'https://shop.example/plans',
        loginUrl: 'https://shop.example/login',
        checkoutData: 'abc',
        preferences: { useGenericWixPages: false, additionalQueryParameters: { utm_source: 'app' } },
        origin: 'https://shop.example',
      }),
    ).toEqual({
      paidPlansCheckout: { planId: 'p1', checkoutData: 'abc' },
      callbacks: {
        thankYouPageUrl: 'https://shop.example/thanks',
        postFlowUrl: 'https://shop.example/plans',
        planListUrl: 'https://shop.example/plans',
        loginUrl: 'https://shop.example/login',
      },
      preferences: { useGenericWixPages: false, additionalQueryParameters: { utm_source: 'app' } },
      origin: 'https://shop.example',
    });
  });

  it('refuses callbacks to other origins with an oauth() client (open redirects)', () => {
    const client = storefront();
    expect(planCheckoutRequest(client, 'p1', { thankYouPageUrl: 'https://shop.example/thanks' }).callbacks).toEqual({
      thankYouPageUrl: 'https://shop.example/thanks',
    });
    const error = (() => {
      try {
        planCheckoutRequest(client, 'p1', { thankYouPageUrl: 'https://evil.example/steal' });
      } catch (e) {
        return e;
      }
    })();
    expect(isAuthFlowError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'invalid_redirect' });
    expect(() => planCheckoutRequest(client, 'p1', { postFlowUrl: 'javascript:alert(1)' })).toThrow(/not allowed|not a valid URL/);
  });

  it('refuses non-http(s) and unresolvable callbacks for any client, and an empty plan id', () => {
    const { client } = recordingClient();
    expect(() => planCheckoutRequest(client, 'p1', { thankYouPageUrl: 'javascript:alert(1)' })).toThrow('must be an http(s) URL');
    // Outside a browser a path has nothing to resolve against.
    expect(() => planCheckoutRequest(client, 'p1', { thankYouPageUrl: '/thanks' })).toThrow(/absolute http\(s\) URL/);
    expect(() => planCheckoutRequest(client, '')).toThrow('"planId" must be a non-empty string');
  });
});

describe('createPlanCheckout', () => {
  it('creates the session with the given function and returns its URL', async () => {
    const { client } = recordingClient();
    const session = { id: 'rs1', fullUrl: 'https://www.wixapis.com/_emulator/checkout?session=abc' };
    const create = vi.fn<CreateRedirectSession>(async () => ({ redirectSession: session }));
    const result = await createPlanCheckout(client, 'p1', {
      createRedirectSession: create,
      thankYouPageUrl: 'https://shop.example/thanks',
    });
    expect(result).toEqual({ url: session.fullUrl, session });
    expect(create).toHaveBeenCalledWith(client, {
      paidPlansCheckout: { planId: 'p1' },
      callbacks: { thankYouPageUrl: 'https://shop.example/thanks' },
    });
  });

  it('needs the redirect-session function and a URL in its answer', async () => {
    const { client } = recordingClient();
    // @ts-expect-error createRedirectSession is required
    await expect(createPlanCheckout(client, 'p1', {})).rejects.toThrow(/pass createRedirectSession from @frontdesk\/identity/);
    await expect(createPlanCheckout(client, 'p1', { createRedirectSession: async () => ({}) })).rejects.toThrow(
      'The redirect session has no fullUrl to send the buyer to',
    );
  });
});

describe('the checkout return', () => {
  it(`reads ${PLAN_ORDER_ID_PARAM} and wixMemberLoggedIn from the thank-you URL`, () => {
    expect(readPlanCheckoutReturn('https://shop.example/thanks?planOrderId=o1&wixMemberLoggedIn=true')).toEqual({
      planOrderId: 'o1',
      memberLoggedIn: true,
    });
    expect(readPlanCheckoutReturn(new URL('https://shop.example/plans?wixMemberLoggedIn=false'))).toEqual({ memberLoggedIn: false });
    expect(() => readPlanCheckoutReturn()).toThrow('"url" is required outside a browser');
  });

  it('getCheckoutOrder gets the order as the member, or resolves undefined without an order id', async () => {
    const { client, requests } = recordingClient(() => json({ order: wireOrder }));
    const order = await getCheckoutOrder(client, 'https://shop.example/thanks?planOrderId=o1', { fieldSet: 'FULL' });
    expect(order?.id).toBe('o1');
    expect(order?.startDate).toBeInstanceOf(Date);
    expect(requests[0]!.url.href).toBe('https://www.wixapis.com/pricing-plans/v2/member/orders/o1?fieldSet=FULL');
    expect(await getCheckoutOrder(client, 'https://shop.example/plans')).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
