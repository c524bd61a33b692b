/**
 * A site member's status (platform-rules §5.1). PENDING, BLOCKED and OFFLINE members cannot log in.
 */
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';

/**
 * Who may see a member's profile: PRIVATE members are hidden from visitors and other members.
 */
export type MemberPrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';

/**
 * Whether a member may post and comment.
 */
export type MemberActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';

/**
 * The read field sets of the members API (default PUBLIC).
 */
export type MemberFieldset = 'PUBLIC' | 'EXTENDED' | 'FULL';

/**
 * The member's contact details (`member.contact`).
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
 * A member's role on the site (platform-rules §5.2): owners and contributors cannot be deleted, the
 * owner cannot be blocked. Members without an entry in `roles` are plain MEMBERs.
 */
export type MemberRole = 'MEMBER' | 'OWNER' | 'CONTRIBUTOR';

/**
 * Where a deleted member is: TRASH for 30 days after the deletion, then DELETED, then (after 60
 * days) PENDING_PURGE. Computed from the emulator clock.
 */
export type DeletionStatus = 'UNKNOWN' | 'TRASH' | 'DELETED' | 'PENDING_PURGE';

/**
 * What the emulator keeps of a deleted member (`state.domains.members.deletions[id]`).
 */
export interface DeletionRecord {
  memberId: string;
  loginEmail: string;
  deletedDate: string;
  /** Who deleted it: the site owner, the member themselves, or a bulk call. */
  deletedBy: 'OWNER' | 'SELF' | 'BULK';
  /** The member receiving the content; absent when it goes to the site owner. */
  contentAssigneeId?: string;
  /** The member as it was when deleted (FULL). */
  member: Member;
}

/**
 * One item of a bulk result (`results[].itemMetadata`).
 */
export interface BulkItemMetadata {
  id?: string;
  originalIndex: number;
  success: boolean;
  error?: { code: string; description: string; data?: Record<string, unknown> };
}

/**
 * A bulk-by-filter job (run at once; `jobId` is its id): what it did to each matching member.
 */
export interface BulkJob {
  id: string;
  action: 'DELETE' | 'APPROVE' | 'BLOCK';
  status: 'FINISHED';
  filter: unknown;
  search?: unknown;
  createdDate: string;
  results: Array<{ itemMetadata: BulkItemMetadata }>;
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

/**
 * A member profile custom field definition: its key in `member.contact.customFields`, type, origin
 * and default privacy.
 */
export interface CustomFieldDefinition {
  key: string;
  name: string;
  fieldType: 'TEXT' | 'NUMBER' | 'DATE' | 'URL' | 'SOCIAL';
  fieldOrigin: 'CUSTOM' | 'CONTACT' | 'SYSTEM';
  defaultPrivacy: 'PUBLIC' | 'PRIVATE';
  socialType?: string;
  [extra: string]: unknown;
}

/**
 * `state.domains.members` (read it through `membersState(state)`, which creates it when missing).
 * `roles`, `deletions`, `jobs`, `customFields` and `memberBlocks` are created on first use
 * (`membersExtras(state)`), so seeds and saved states may leave them out.
 */
export interface MembersState {
  members: Record<string, Member>;
  /** Site roles by member id (default MEMBER). */
  roles?: Record<string, MemberRole[]>;
  /** Deleted members by id. */
  deletions?: Record<string, DeletionRecord>;
  /** Bulk-by-filter jobs by id. */
  jobs?: Record<string, BulkJob>;
  /** Profile custom field definitions by key (defaults when absent). */
  customFields?: Record<string, CustomFieldDefinition>;
  /** Member-to-member blocks: blocker id → ids of the members they blocked. */
  memberBlocks?: Record<string, string[]>;
  [extra: string]: unknown;
}
