/**
 * A site member's status (platform-rules §5.1). PENDING, BLOCKED and OFFLINE members cannot log in.
 *
 * @example
 * ```ts
 * const status: MemberStatus = 'APPROVED';
 * ```
 */
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';

/**
 * Who may see a member's profile: PRIVATE members are hidden from visitors and other members.
 *
 * @example
 * ```ts
 * const privacy: MemberPrivacyStatus = 'PUBLIC'; // after joinCommunity
 * ```
 */
export type MemberPrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';

/**
 * Whether a member may post and comment.
 *
 * @example
 * ```ts
 * const activity: MemberActivityStatus = 'MUTED';
 * ```
 */
export type MemberActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';

/**
 * The read field sets of the members API (default PUBLIC).
 *
 * @example
 * ```ts
 * const sets: MemberFieldset[] = ['FULL'];
 * ```
 */
export type MemberFieldset = 'PUBLIC' | 'EXTENDED' | 'FULL';

/**
 * The member's contact details (`member.contact`).
 *
 * @example
 * ```ts
 * const contact: MemberContact = { firstName: 'Dana', lastName: 'Levi', emails: ['dana@example.com'] };
 * ```
 */
export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones?: string[];
  emails?: string[];
  addresses?: Array<Record<string, unknown>>;
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields?: Record<string, unknown>;
  [extra: string]: unknown;
}

/**
 * The member's public profile (`member.profile`).
 *
 * @example
 * ```ts
 * const profile: MemberProfile = { nickname: 'Dana', slug: 'dana' };
 * ```
 */
export interface MemberProfile {
  nickname?: string;
  slug?: string;
  photo?: Record<string, unknown>;
  cover?: Record<string, unknown>;
  title?: string;
  [extra: string]: unknown;
}

/**
 * A site member as stored and as sent on the wire (FULL field set). The member id is also the id
 * of the member's sign-in identity.
 *
 * @example
 * ```ts
 * const member: Member = membersState(state).members[memberId]!;
 * ```
 */
export interface Member {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: MemberStatus;
  contactId: string;
  contact: MemberContact;
  profile: MemberProfile;
  privacyStatus: MemberPrivacyStatus;
  activityStatus: MemberActivityStatus;
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
  [extra: string]: unknown;
}

/**
 * `state.domains.members` (read it through `membersState(state)`, which creates it when missing).
 * The members domain issue adds its own collections next to `members`.
 *
 * @example
 * ```ts
 * const { members } = membersState(ctx.state);
 * ```
 */
export interface MembersState {
  members: Record<string, Member>;
  [extra: string]: unknown;
}
