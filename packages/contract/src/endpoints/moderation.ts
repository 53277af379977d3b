import { z } from 'zod';
import { idParam } from '../fields';
import {
  auditResponseSchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
  reportConversationResponseSchema,
  resolveReportSchema,
} from '../safety';
import { endpoint } from './define';

/** The report, or the suspended person, named in the path. */
const idParams = z.object({ id: idParam });

/** The moderators' calls: the report queue, resolving, reinstating, reading a reported conversation, the audit. */
export const moderationEndpoints = {
  listReports: endpoint({
    id: 'listReports',
    method: 'GET',
    path: '/moderation/reports',
    access: 'moderator',
    tag: 'moderation',
    summary: 'Reports, 20 a page: open ones oldest first, resolved ones most recently resolved first',
    query: moderationReportsQuerySchema,
    data: moderationReportsResponseSchema,
  }),
  resolveReport: endpoint({
    id: 'resolveReport',
    method: 'POST',
    path: '/moderation/reports/{id}/resolve',
    access: 'moderator',
    tag: 'moderation',
    summary: 'Resolve a report and every other open report on the same target',
    description:
      '`hide_product` (listing reports only, else 400) makes the listing a 404 for all but its seller and ' +
      'moderators; `hide_review` (review reports only, else 400) hides the review from every list for good. ' +
      '`suspend_user` suspends the person answerable (the seller, the person, the sender, the author): their ' +
      'sessions end, their sockets close and their listings leave every list. 404 for a report that is unknown ' +
      'or already resolved.',
    params: idParams,
    body: resolveReportSchema,
  }),
  reinstateUser: endpoint({
    id: 'reinstateUser',
    method: 'POST',
    path: '/moderation/users/{id}/reinstate',
    access: 'moderator',
    tag: 'moderation',
    summary: 'Lift a suspension; listings come back, hidden ones stay hidden',
    params: idParams,
  }),
  getReportedConversation: endpoint({
    id: 'getReportedConversation',
    method: 'GET',
    path: '/moderation/reports/{id}/conversation',
    access: 'moderator',
    tag: 'moderation',
    summary: 'The messages between the reporter and the reported person, oldest first (audited)',
    description:
      'Only for reports of a person or a message (404 for a listing). Each read is written to the audit.',
    params: idParams,
    data: reportConversationResponseSchema,
  }),
  listModerationAudit: endpoint({
    id: 'listModerationAudit',
    method: 'GET',
    path: '/moderation/audit',
    access: 'moderator',
    tag: 'moderation',
    summary: 'What moderators did and read, newest first, 50 a page',
    // The audit pages as the report queue does, without its status.
    query: moderationReportsQuerySchema.pick({ page: true }),
    data: auditResponseSchema,
  }),
};
