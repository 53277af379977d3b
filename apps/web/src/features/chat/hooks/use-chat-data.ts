import { ROLE } from '@kisansetu/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { i18n, useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';
import { toast } from '@/lib/toast';
import type { TranslationKey } from '@/locales/keys';
import { chatUnreadQuery } from '@/features/chat-bridge';
import { chatKeys, fetchContacts, fetchPerson } from '../api';
import { useChatRuntime } from '../model/chat-runtime';
import { mergeContacts } from '../model/messages';
import type { ChatPerson } from '../model/messages';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A message by its contract key (a zod issue of the contract's schemas) in `t`'s language; other text as it came. */
export function translateText(t: Translate, keyOrText: string): string {
  return i18n.exists(keyOrText) ? t(keyOrText as TranslationKey) : keyOrText;
}

/** One toast per failure: `failed` when the server answered with an error, `network` when it was not reached. */
export function failureToast(
  t: Translate,
  error: unknown,
  failed: TranslationKey,
  network: TranslationKey,
): void {
  toast.error(isApiError(error) && !error.isNetwork ? t(failed) : t(network));
}

function useFailureToast(error: unknown, failed: TranslationKey, network: TranslationKey): void {
  const { t } = useTranslation();
  // A toast per failure, not again when the language changes while it is shown.
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    failureToast(t, error, failed, network);
  }, [error, t, failed, network]);
}

/** The contacts list (GET user/otheruser) with the sellers opened from a product on top; fetched while the panel is open. */
export function useContacts(enabled: boolean) {
  const query = useQuery({
    queryKey: chatKeys.contacts,
    queryFn: ({ signal }) => fetchContacts(signal),
    enabled,
  });
  useFailureToast(query.error, 'toast.failedToGetUsers', 'toast.somethingWentWrongUsers');
  const { t } = useTranslation();
  const added = useChatRuntime((state) => state.addedContacts);
  // A closed account is named in the reader's language, not the server's English.
  const deletedName = t('privacy.deletedUser');
  const contacts = useMemo(
    () =>
      mergeContacts(
        (query.data ?? []).map((contact) =>
          contact.deleted ? { ...contact, fullName: deletedName } : contact,
        ),
        added,
      ),
    [query.data, added, deletedName],
  );
  return { contacts, isPending: query.isPending && enabled, isError: query.isError, refetch: query.refetch };
}

/** Unread messages: the total for the Chat button, and by sender for the contacts' badges. */
export function useUnread() {
  const { data } = useQuery(chatUnreadQuery);
  return data ?? { total: 0, byUser: {} };
}

/**
 * Someone to show in the conversation or profile view: the contact when known (with every detail), else the seller
 * opened from a product, completed from the seller's public profile. Only a buyer asks for that: a seller's
 * conversations are all with buyers, who have no public profile.
 */
export function useChatPerson(userId: string | null): { person: ChatPerson | null; isPending: boolean } {
  const me = useCurrentUser();
  const { contacts, isPending: contactsPending } = useContacts(userId !== null);
  const known = userId ? contacts.find((c) => c._id === userId) : undefined;
  // Contact details not shared yet: the public profile may have them. A farmer without an email has only the phone.
  const needsDetail =
    userId !== null &&
    me?.role === ROLE.buyer &&
    !contactsPending &&
    (!known || (known.email === undefined && known.phoneNumber === undefined));
  const query = useQuery({
    queryKey: chatKeys.person(userId ?? ''),
    queryFn: ({ signal }) => fetchPerson(userId ?? '', signal),
    enabled: needsDetail,
    retry: false,
    staleTime: 10 * 60_000,
  });
  const person = known && !needsDetail ? known : known ? { ...known, ...query.data } : query.data;
  return {
    person: person ?? null,
    isPending: !person && (contactsPending || (needsDetail && query.isPending)),
  };
}
