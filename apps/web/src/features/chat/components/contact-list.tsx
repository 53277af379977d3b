import { useId, useState } from 'react';
import type { Ref } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { SessionUser } from '@/lib/store';
import { Button, StatusText, inputClasses } from '@/components/ui';
import type { ChatDestination } from '../hooks/use-chat-navigation';
import { failureToast, useContacts, useUnread } from '../hooks/use-chat-data';
import { deleteChat } from '../model/chat-actions';
import { ChatHeader, ChatHeading } from './chat-header';
import { ContactRow } from './contact-row';

export interface ChatViewProps {
  me: SessionUser;
  go: (destination: ChatDestination) => void;
  onClose: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

/** The home view: everyone the person chats with, searchable by name, with presence, last message and unread. */
export function ContactList({ me, go, onClose, headingRef, headingId }: ChatViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = useId();
  const { contacts, isPending, isError, refetch } = useContacts(true);
  const unread = useUnread();

  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? contacts.filter((c) => c.fullName.toLocaleLowerCase().includes(needle)) : contacts;

  async function remove(userId: string): Promise<boolean> {
    try {
      await deleteChat(queryClient, userId);
      return true;
    } catch (error) {
      failureToast(t, error, 'toast.failedToDeleteMessage', 'toast.somethingWentWrongDeleting');
      return false;
    }
  }

  return (
    <>
      <ChatHeader onClose={onClose}>
        <ChatHeading id={headingId} ref={headingRef}>
          {t('chat.title')}
        </ChatHeading>
      </ChatHeader>
      <div className="shrink-0 border-b border-stone-200 px-3 py-2">
        <label htmlFor={searchId} className="sr-only">
          {t('state.searchUsers')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('state.searchUsers')}
          aria-describedby={contacts.length > 0 ? hintId : undefined}
          autoComplete="off"
          className={inputClasses}
        />
        {contacts.length > 0 ? (
          <p id={hintId} className="mt-1 text-xs text-stone-600">
            {t('chat.longPressHint')}
          </p>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {isPending ? (
          <StatusText>{t('state.loading')}</StatusText>
        ) : isError && contacts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
            <p role="alert" className="text-red-700">
              {t('chat.contactsFailed')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('chat.tryAgain')}
            </Button>
          </div>
        ) : contacts.length === 0 ? (
          <StatusText>{me.role === 'seller' ? t('chat.emptySeller') : t('chat.emptyUser')}</StatusText>
        ) : shown.length === 0 ? (
          <StatusText>{t('chat.noMatch', { query: query.trim() })}</StatusText>
        ) : (
          <ul aria-label={t('chat.conversations')}>
            {shown.map((person) => (
              <ContactRow
                key={person._id}
                person={person}
                myId={me._id}
                unread={unread.byUser[person._id] ?? person.unreadCount ?? 0}
                onOpenConversation={() => go({ view: 'single', userId: person._id })}
                onOpenProfile={() => go({ view: 'profile', userId: person._id })}
                onDelete={() => remove(person._id)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
