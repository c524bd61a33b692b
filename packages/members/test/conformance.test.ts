import { describeConformance } from '@frontdesk/test-support';
import * as members from '../src/index.js';

describeConformance('covers every members call of wire.md (rows 49-72)', members, {
  calls: [
    'approveMember',
    'blockMember',
    'bulkApproveMembers',
    'bulkBlockMembers',
    'bulkDeleteMembers',
    'bulkDeleteMembersByFilter',
    'createMember',
    'deleteMember',
    'deleteMemberAddresses',
    'deleteMemberEmails',
    'deleteMemberPhones',
    'deleteMyMember',
    'disconnectMember',
    'getCurrentMember',
    'getMember',
    'joinCommunity',
    'leaveCommunity',
    'listMembers',
    'muteMember',
    'queryMembers',
    'unmuteMember',
    'updateCurrentMemberSlug',
    'updateMember',
    'updateMemberSlug',
  ],
});
