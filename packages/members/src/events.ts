import { defineEvent } from '@frontdesk/core/webhooks';
import { MemberWire } from './wire.gen.js';

/*
 * Member webhook events (platform-rules 1.4). Register them on a webhook handler from
 * `@frontdesk/core/webhooks`; the member's dates arrive as `Date`s.
 */

/**
 * A member was created (sign-up or `createMember`); `event.entity` is the member (FULL).
 */
export const memberCreated = /* @__PURE__ */ defineEvent('wix.members.v1.member_created', { kind: 'created', schema: MemberWire });

/**
 * A member changed (status, privacy, activity, slug or fields); `event.entity` is the member now and
 * `event.modifiedFields` what the change set.
 */
export const memberUpdated = /* @__PURE__ */ defineEvent('wix.members.v1.member_updated', { kind: 'updated', schema: MemberWire });

/**
 * A member was deleted; the platform sends only the metadata (`event.metadata.entityId`).
 */
export const memberDeleted = /* @__PURE__ */ defineEvent('wix.members.v1.member_deleted', { kind: 'deleted', schema: MemberWire });

/**
 * The three member events, for registering them at once.
 *
 * @example
 * ```ts
 * for (const definition of memberEvents) webhooks.on(definition, (event) => log(event.type));
 * ```
 */
export const memberEvents = [memberCreated, memberUpdated, memberDeleted] as const;
