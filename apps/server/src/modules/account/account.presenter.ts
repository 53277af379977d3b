import type { AccountExport } from '@kisansetu/contract';
import { toMessageAttachment } from '../chat';
import type { AccountRepository, ConversationExportRow } from './account.repository';

type MessageRow = Awaited<ReturnType<AccountRepository['messagesOf']>>[number];
type ReportRow = Awaited<ReturnType<AccountRepository['reportsBy']>>[number];

/** Each conversation with every message still held of it (also those the user deleted for themselves). */
export function toExportedConversations(
  userId: string,
  threads: readonly ConversationExportRow[],
  messages: readonly MessageRow[],
): AccountExport['conversations'] {
  const byConversation = new Map<string, MessageRow[]>();
  for (const message of messages) {
    const list = byConversation.get(message.conversationId) ?? [];
    list.push(message);
    byConversation.set(message.conversationId, list);
  }
  return threads.map((thread) => ({
    withUserId: thread.withUserId,
    withName: thread.withName,
    messages: (byConversation.get(thread.conversationId) ?? []).map((message) => ({
      _id: message.id,
      fromMe: message.senderId === userId,
      message: message.body,
      productId: message.productId,
      attachment: toMessageAttachment(message.id, message.attachment),
      createdAt: message.createdAt.toISOString(),
    })),
  }));
}

export function toExportedReport(row: ReportRow): AccountExport['reportsFiled'][number] {
  return {
    _id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
