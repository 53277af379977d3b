import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '@kisansetu/contract';
import { Avatar, Button, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { refreshAfterBlockChange, unblockUser, useBlockedPeople } from '../api';

function BlockedRow({ person }: { person: BlockedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = person.fullName;
  const mutation = useMutation({
    mutationFn: () => unblockUser(person._id),
    onSuccess: () => {
      toast.success(t('safety.unblocked', { name }));
      void refreshAfterBlockChange(queryClient);
    },
    onError: (error) => toast.error(failureText(error, t('safety.unblockFailed'))),
  });
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={person.avatarUrl} name={name} alt="" size="sm" />
      <bdi className="min-w-0 flex-1 truncate font-semibold">{name}</bdi>
      <Button
        variant="outline"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        aria-label={t('safety.unblockNamed', { name })}
      >
        {t('safety.unblock')}
      </Button>
    </li>
  );
}

/** The own profile's "Blocked people" section: everyone the person blocked, each with Unblock. */
export function BlockedPeople() {
  const { t } = useTranslation();
  const query = useBlockedPeople();
  return (
    <section aria-labelledby="blocked-people-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="blocked-people-heading" className="text-xl font-bold">
        {t('safety.blockedPeople')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('safety.blockedPeopleIntro')}</p>
      {query.isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : query.isError ? (
        <StatusText tone="error">{t('safety.blockedLoadFailed')}</StatusText>
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('safety.noBlocked')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {query.data.map((person) => (
            <BlockedRow key={person._id} person={person} />
          ))}
        </ul>
      )}
    </section>
  );
}
