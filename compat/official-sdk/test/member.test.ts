import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { orders } from '@wix/pricing-plans';
import { availabilityCalendar, bookings } from '@wix/bookings';
import { members } from '@wix/members';
import {
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_ID,
  DEMO_PLAN_IDS,
  DEMO_SERVICE_IDS,
  DEMO_SITE_ID,
} from '@frontdesk/emulator';
import { firstFreeSlot, signIn, useEmulator } from './emulator';

const { emulator } = useEmulator();

type MembersDomain = { members: Record<string, { id: string; loginEmail: string; status: string }> };

const newClient = () =>
  createClient({ modules: { orders, members, availabilityCalendar, bookings }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });

describe('a member, with the official SDK', () => {
  it('signs in with email and password and gets member tokens (login, then the authorize request)', async () => {
    const client = newClient();
    const tokens = await signIn(client);
    expect(tokens.refreshToken.role).toBe('member');
    expect(client.auth.loggedIn()).toBe(true);
  });

  it('reads their own member and orders', async () => {
    const client = newClient();
    await signIn(client);
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member?._id).toBe(DEMO_MEMBER_ID);
    expect(member?.loginEmail).toBe(DEMO_MEMBER_EMAIL);
    expect(member?._createdDate).toBeInstanceOf(Date);
    // The demo site has no orders: the owner records an offline one for the member first.
    const owner = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
    const planId = Object.values(DEMO_PLAN_IDS)[0]!;
    const { order } = await owner.orders.createOfflineOrder(planId, DEMO_MEMBER_ID, { paid: true });
    const { orders: mine } = await client.orders.memberListOrders();
    expect(mine?.map((candidate) => candidate._id)).toEqual([order?._id]);
    expect(mine?.length).toBeGreaterThan(0);
    for (const order of mine ?? []) expect(order.buyer?.memberId).toBe(DEMO_MEMBER_ID);
    expect(mine?.[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('renews the access token with the refresh token (reusing it) and keeps calling as the member', async () => {
    const client = newClient();
    const tokens = await signIn(client);
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect(renewed.accessToken.value).not.toBe('');
    const again = await client.auth.renewToken(tokens.refreshToken);
    client.auth.setTokens(again);
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(DEMO_MEMBER_ID);
  });

  it('an expired access token is renewed by the SDK before the call', async () => {
    const client = newClient();
    const tokens = await signIn(client);
    client.auth.setTokens({ ...tokens, accessToken: { value: tokens.accessToken.value, expiresAt: 0 } });
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(DEMO_MEMBER_ID);
    expect(client.auth.getTokens().accessToken.value).not.toBe(tokens.accessToken.value);
  });

  it('minted member tokens (emulator.identity) work with setTokens', async () => {
    const client = newClient();
    const minted = emulator.identity.memberTokens(DEMO_MEMBER_ID, { clientId: DEMO_CLIENT_ID });
    client.auth.setTokens({
      accessToken: { value: minted.access_token, expiresAt: Math.floor(Date.now() / 1000) + minted.expires_in },
      refreshToken: { value: minted.refresh_token!, role: 'member' as never },
    });
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(DEMO_MEMBER_ID);
  });

  it('registers a new member, who then signs in and books as a member', async () => {
    const client = newClient();
    const registered = await client.auth.register({
      email: 'nora@example.com',
      password: 'S3cret-Passw0rd!',
      profile: { nickname: 'Nora' },
    });
    expect(registered.loginState).toBe('SUCCESS');
    const created = Object.values((emulator.state.domains.members as MembersDomain).members).find(
      (member) => member.loginEmail === 'nora@example.com',
    );
    expect(created?.status).toBe('APPROVED');
    await signIn(client, { email: 'nora@example.com', password: 'S3cret-Passw0rd!' });
    const { member } = await client.members.getCurrentMember();
    expect(member?._id).toBe(created?.id);
    const slot = await firstFreeSlot(client, DEMO_SERVICE_IDS.privateSession, '2026-03-04');
    const { booking } = await client.bookings.createBooking({
      bookedEntity: { slot },
      contactDetails: { email: 'nora@example.com', firstName: 'Nora' },
    });
    expect(booking?.createdBy?.memberId).toBe(created?.id);
    const { booking: canceled } = await client.bookings.cancelBooking(booking!._id!, { revision: booking!.revision! });
    expect(canceled?.status).toBe('CANCELED');
  });

  it('answers a wrong password with the SDK login state FAILURE and errorCode invalidPassword', async () => {
    const client = newClient();
    const login = await client.auth.login({ email: DEMO_MEMBER_EMAIL, password: 'not-the-password' });
    expect(login).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
  });

  it('logs out: the SDK drops its tokens and gets the hosted logout URL', async () => {
    const client = newClient();
    await signIn(client);
    const { logoutUrl } = await client.auth.logout('http://127.0.0.1:5173/');
    expect(new URL(logoutUrl).origin).toBe('https://www.wixapis.com');
    expect(client.auth.loggedIn()).toBe(false);
  });
});
