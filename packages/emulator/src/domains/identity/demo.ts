import type { MembersState } from '../members/api.js';
import type { IdentityState } from './types.js';

/**
 * The demo member's id (also its identity id).
 *
 * @example
 * ```ts
 * emulator.identity.memberTokens(DEMO_MEMBER_ID);
 * ```
 */
export const DEMO_MEMBER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/**
 * The demo member's login email.
 *
 * @example
 * ```ts
 * await loginV2(client, { email: DEMO_MEMBER_EMAIL }, { password: DEMO_MEMBER_PASSWORD });
 * ```
 */
export const DEMO_MEMBER_EMAIL = 'demo@frontdesk.test';

/**
 * The demo member's password (the seed stores only its scrypt hash).
 *
 * @example
 * ```ts
 * await loginV2(client, { email: DEMO_MEMBER_EMAIL }, { password: DEMO_MEMBER_PASSWORD });
 * ```
 */
export const DEMO_MEMBER_PASSWORD = 'frontdesk-demo';

const CREATED = '2026-01-05T10:00:00.000Z';

/**
 * The demo seed's members: one APPROVED, PUBLIC member ("Demo Member", slug `demo-member`).
 */
export function demoMembersState(): MembersState {
  return {
    members: {
      [DEMO_MEMBER_ID]: {
        id: DEMO_MEMBER_ID,
        loginEmail: DEMO_MEMBER_EMAIL,
        loginEmailVerified: true,
        status: 'APPROVED',
        contactId: '2b3c4d5e-6f70-4819-a2b3-c4d5e6f70819',
        contact: { firstName: 'Demo', lastName: 'Member', emails: [DEMO_MEMBER_EMAIL] },
        profile: { nickname: 'Demo Member', slug: 'demo-member' },
        privacyStatus: 'PUBLIC',
        activityStatus: 'ACTIVE',
        createdDate: CREATED,
        updatedDate: CREATED,
      },
    },
  };
}

/**
 * The demo seed's sign-in state: the demo member's identity (password {@link DEMO_MEMBER_PASSWORD}),
 * policy none, captcha off.
 */
export function demoIdentityState(): Partial<IdentityState> {
  return {
    policy: { requireEmailVerification: false, requireOwnerApproval: false },
    captchaRequired: false,
    identities: {
      [DEMO_MEMBER_ID]: {
        id: DEMO_MEMBER_ID,
        email: DEMO_MEMBER_EMAIL,
        emailVerified: true,
        // scrypt (N=16384, r=8, p=1) of DEMO_MEMBER_PASSWORD with a fixed salt, so the seed is constant.
        passwordHash: 'scrypt$16384$8$1$ZnJvbnRkZXNrLWRlbW8tc2FsdA$mguBqQdMSoqF8USq6PBmwmadq77r286mvKZXO-MNRRc',
        pendingReasons: [],
        identityProfile: { firstName: 'Demo', lastName: 'Member', nickname: 'Demo Member' },
        revision: 1,
        createdDate: CREATED,
        updatedDate: CREATED,
      },
    },
  };
}
