import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { ownerHeaders, postJson, visitorTokens } from '../helpers.js';

// The dashboard's Requests view: what `handleRequest` records and the endpoints that show it. No
// timing is asserted beyond "a duration is a number".

const T0 = '2026-03-01T09:00:00.000Z';
const PUBLIC_PLANS = '/pricing-plans/v2/plans/public';
const STATS = '/pricing-plans/v2/plans/stats';
const emulator = createEmulator({ clock: T0 });
// `POST /_emulator/reset` clears the log (and is not recorded itself).
beforeEach(async () => {
  expect((await emulator.fetch('/_emulator/reset', { method: 'POST' })).status).toBe(200);
});
afterAll(() => emulator.close());

async function list(query = ''): Promise<any[]> {
  const response = await emulator.fetch(`/_emulator/dashboard/requests${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()).requests;
}

async function detail(id: string): Promise<any> {
  const response = await emulator.fetch(`/_emulator/dashboard/requests/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()).request;
}

const changes = async (): Promise<number> => (await (await emulator.fetch('/_emulator/dashboard/changes')).json()).changes;

describe('recording', () => {
  it('records a visitor call, an owner call and a failed call, newest first, with their ids', async () => {
    const { access_token } = await visitorTokens(emulator);
    const visitor = await emulator.fetch(PUBLIC_PLANS, { headers: { authorization: access_token } });
    expect(visitor.status).toBe(200);
    const owner = await emulator.fetch(STATS, { headers: ownerHeaders });
    expect(owner.status).toBe(200);
    const refused = await emulator.fetch(STATS, { headers: { authorization: access_token } });
    expect(refused.status).toBe(403);
    const member = emulator.identity.memberTokens(DEMO_MEMBER_ID);
    expect((await emulator.fetch(PUBLIC_PLANS, { headers: { authorization: member.access_token } })).status).toBe(200);

    const records = await list();
    expect(records.map((r) => [r.method, r.path, r.status, r.role])).toEqual([
      ['GET', PUBLIC_PLANS, 200, 'member'],
      ['GET', STATS, 403, 'visitor'],
      ['GET', STATS, 200, 'owner'],
      ['GET', PUBLIC_PLANS, 200, 'visitor'],
      ['POST', '/oauth2/token', 200, 'anonymous'],
    ]);
    expect(records[1].id).toBe(refused.headers.get('x-wix-request-id'));
    expect(records[2].id).toBe(owner.headers.get('x-wix-request-id'));
    for (const record of records) {
      expect(record.time).toBe(T0);
      expect(record.durationMs).toEqual(expect.any(Number));
      // The list has no bodies; the detail has them.
      expect(record).not.toHaveProperty('responseBody');
    }
    const failed = await detail(records[1].id);
    expect(failed).toMatchObject({ status: 403, role: 'visitor' });
    expect(JSON.parse(failed.responseBody).message).toEqual(expect.any(String));
    expect(failed).not.toHaveProperty('requestBody');
  });

  it('records the emulator clock time and a 404 for an unknown route', async () => {
    await emulator.fetch('/_emulator/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 60_000 }) });
    expect((await emulator.fetch('/no/such/route')).status).toBe(404);
    const [missing, clock] = await list();
    expect(missing).toMatchObject({ path: '/no/such/route', status: 404, time: '2026-03-01T09:01:00.000Z' });
    expect(clock).toMatchObject({ method: 'POST', path: '/_emulator/clock', status: 200, time: T0 });
  });

  it('records a faulted answer with its status', async () => {
    const fault = await postJson(emulator, '/_emulator/faults', { method: 'GET', path: PUBLIC_PLANS, status: 503, times: 1 });
    expect(fault.status).toBe(200);
    expect((await emulator.fetch(PUBLIC_PLANS)).status).toBe(503);
    expect((await list('?path=plans/public'))[0]).toMatchObject({ path: PUBLIC_PLANS, status: 503 });
  });

  it('keeps the last 500 requests and drops the oldest', async () => {
    const off = emulator.route('GET', '/probe/{n}', () => ({}), { roles: 'public' });
    try {
      const ids: string[] = [];
      for (let n = 0; n < 501; n += 1) ids.push((await emulator.fetch(`/probe/${n}`)).headers.get('x-wix-request-id')!);
      const records = await list();
      expect(records).toHaveLength(500);
      expect(records[0].path).toBe('/probe/500');
      expect(records[499].path).toBe('/probe/1');
      expect((await emulator.fetch(`/_emulator/dashboard/requests/${ids[0]}`)).status).toBe(404);
      expect((await detail(ids[1]!)).path).toBe('/probe/1');
    } finally {
      off();
    }
  });
});

describe('redaction', () => {
  it('redacts a password in a request body and tokens in a response body, at any depth', async () => {
    // A sign-in-like route: the password in the body, a session token at depth in the answer.
    const off = emulator.route('POST', '/probe/login', () => ({ session: { sessionToken: 's3ss', state: 'DONE' } }), { roles: 'public' });
    const login = await postJson(emulator, '/probe/login', { loginId: { email: DEMO_MEMBER_EMAIL }, password: DEMO_MEMBER_PASSWORD });
    off();
    expect(login.status).toBe(200);
    const sessionToken = 's3ss';
    const { access_token, refresh_token } = await visitorTokens(emulator);
    const [token, signIn] = await list();

    const signInDetail = await detail(signIn.id);
    expect(JSON.parse(signInDetail.requestBody)).toEqual({ loginId: { email: DEMO_MEMBER_EMAIL }, password: '[redacted]' });
    expect(signInDetail.requestBody).not.toContain(DEMO_MEMBER_PASSWORD);
    expect(signInDetail.responseBody).not.toContain(sessionToken);
    expect(JSON.parse(signInDetail.responseBody)).toEqual({ session: { sessionToken: '[redacted]', state: 'DONE' } });

    const tokenDetail = await detail(token.id);
    expect(JSON.parse(tokenDetail.responseBody)).toMatchObject({ access_token: '[redacted]', refresh_token: '[redacted]' });
    expect(tokenDetail.responseBody).not.toContain(access_token);
    expect(tokenDetail.responseBody).not.toContain(refresh_token);
    expect(JSON.parse(tokenDetail.requestBody)).toMatchObject({ grantType: 'anonymous' });
  });

  it('redacts secret values in the query and in form bodies, and keeps the rest', async () => {
    await emulator.fetch(`${PUBLIC_PLANS}?access_token=tok1&code=c0de&state=s1&limit=5&apiKey=k1`);
    await emulator.fetch('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c0de', code_verifier: 'v3r', client_id: 'x' }).toString(),
    });
    const [form, query] = await list();
    expect(query.path).toBe(`${PUBLIC_PLANS}?access_token=[redacted]&code=[redacted]&state=[redacted]&limit=5&apiKey=[redacted]`);
    const formDetail = await detail(form.id);
    expect(formDetail.requestBody).toBe('grant_type=authorization_code&code=[redacted]&code_verifier=[redacted]&client_id=x');
  });

  it('redacts a cut body by pattern and marks it cut', async () => {
    const off = emulator.route('POST', '/probe/echo', () => ({ size: 1 }), { roles: 'public' });
    try {
      const big = { password: 'p4ss', filler: 'x'.repeat(60_000), more: 'y'.repeat(60_000) };
      await postJson(emulator, '/probe/echo', big);
      const record = await detail((await list())[0].id);
      expect(record.requestBodyTruncated).toBe(true);
      expect(record.requestBody.length).toBe(8192);
      expect(record.requestBody.startsWith('{"password":"[redacted]"')).toBe(true);
      expect(record.requestBody).not.toContain('p4ss');
      expect(record.responseBody).toBe('{"size":1}');
    } finally {
      off();
    }
  });
});

describe('GET /_emulator/dashboard/requests', () => {
  it('filters by method, status class or code, path text and caller role', async () => {
    const { access_token } = await visitorTokens(emulator);
    await emulator.fetch(PUBLIC_PLANS, { headers: { authorization: access_token } });
    await emulator.fetch(STATS, { headers: ownerHeaders });
    await emulator.fetch(STATS);
    const paths = (records: any[]) => records.map((r) => `${r.method} ${r.path} ${r.status}`);
    expect(paths(await list('?method=post'))).toEqual(['POST /oauth2/token 200']);
    expect(paths(await list('?status=4xx'))).toEqual([`GET ${STATS} 401`]);
    expect(paths(await list('?status=401'))).toEqual([`GET ${STATS} 401`]);
    expect(paths(await list('?status=2xx&path=PLANS'))).toEqual([`GET ${STATS} 200`, `GET ${PUBLIC_PLANS} 200`]);
    expect(paths(await list('?role=owner'))).toEqual([`GET ${STATS} 200`]);
    expect(paths(await list('?role=visitor&method=GET'))).toEqual([`GET ${PUBLIC_PLANS} 200`]);
    expect(await list('?role=member')).toEqual([]);
    expect((await emulator.fetch('/_emulator/dashboard/requests?status=ok')).status).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await emulator.fetch('/_emulator/dashboard/requests/nope');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/No recorded request/);
  });

  it('leaves out the dashboard itself, and reset clears the log', async () => {
    const html = { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' };
    expect((await emulator.fetch('/', { headers: html })).status).toBe(200);
    for (const path of [
      '/_emulator/dashboard/app.js',
      '/_emulator/dashboard/summary',
      '/_emulator/dashboard/changes',
      '/_emulator/dashboard/requests',
    ]) {
      expect((await emulator.fetch(path)).status).toBe(200);
    }
    // The script marks its calls to the admin API.
    expect((await emulator.fetch('/_emulator/outbox', { headers: { 'x-emulator-dashboard': '1' } })).status).toBe(200);
    expect(await list()).toEqual([]);

    await emulator.fetch(PUBLIC_PLANS);
    expect(await list()).toHaveLength(1);
    await emulator.fetch('/_emulator/reset', { method: 'POST' });
    expect(await list()).toEqual([]);
  });

  it('is not served to another origin’s scripts', async () => {
    for (const path of ['/_emulator/dashboard/requests', '/_emulator/dashboard/requests/x']) {
      const response = await emulator.fetch(path, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('the change counter and the Requests view', () => {
  it('moves when a platform call is recorded, not on the dashboard’s polls or admin reads', async () => {
    const first = await changes();
    await emulator.fetch('/_emulator/dashboard/requests');
    await emulator.fetch('/_emulator/state');
    expect(await changes()).toBe(first);
    await emulator.fetch(PUBLIC_PLANS);
    expect(await changes()).toBeGreaterThan(first);
  });
});
