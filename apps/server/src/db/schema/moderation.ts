import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@kisansetu/contract';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { reports } from './safety';

/** What moderators did and read (every read of a private conversation is written here). */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: id(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: ['product', 'user', 'message', 'request', 'review'] }),
    targetId: uuid('target_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_audit_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
