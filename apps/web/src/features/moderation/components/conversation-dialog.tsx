import { Button, Dialog, StatusText } from '@/components/ui';
import { isolate, useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { MessageAttachment } from '../../chat-media';
import { useReportConversation } from '../api';
import { formatDateTime } from '@/lib/format';

/**
 * The messages between the reporter and the reported person, read from the report (the read is logged), with their
 * photos and voice notes (each opened is logged too).
 */
export function ConversationDialog({
  reportId,
  open,
  onClose,
}: {
  reportId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useReportConversation(reportId, open);
  const data = query.data;
  const names = data
    ? new Map([
        [data.reporter._id, data.reporter.fullName],
        [data.reported._id, data.reported.fullName],
      ])
    : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        data
          ? t('mod.conversationTitle', {
              reporter: isolate(data.reporter.fullName),
              reported: isolate(data.reported.fullName),
            })
          : t('mod.readConversation')
      }
      actions={<Button onClick={onClose}>{t('report.close')}</Button>}
    >
      <p className="mb-2 text-sm text-stone-600">{t('mod.readLogged')}</p>
      {query.isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : query.isError || !data ? (
        <StatusText tone="error">{failureText(query.error, t('mod.loadFailed'))}</StatusText>
      ) : data.messages.length === 0 ? (
        <p>{t('mod.conversationEmpty')}</p>
      ) : (
        <ol
          className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto"
          aria-label={t('mod.readConversation')}
        >
          {data.messages.map((message) => (
            <li key={message._id} className="rounded-lg bg-stone-100 px-3 py-2">
              <p className="text-xs text-stone-600">
                <bdi className="font-semibold text-stone-800">
                  {names?.get(message.senderId) ?? message.senderId}
                </bdi>{' '}
                · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
              </p>
              {message.attachment ? (
                <div className="py-1">
                  <MessageAttachment attachment={message.attachment} />
                </div>
              ) : null}
              {message.message ? (
                <p dir="auto" className="break-words whitespace-pre-wrap">
                  {message.message}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
