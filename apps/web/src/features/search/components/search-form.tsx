import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { productSearchQuerySchema } from '@kisansetu/contract';
import type { ProductSearchQuery } from '@kisansetu/contract';
import { Button, TextField } from '@/components/ui';
import { errorText, contractResolver, formSubmit } from '@/lib/forms';
import type { SearchCriteria } from '../api';

interface SearchFields {
  name: string;
  address: string;
}

/** Product name and address; an empty search shows 'Please enter product name'. */
export function SearchForm({
  initial,
  onSearch,
  onClear,
  busy,
}: {
  initial: SearchCriteria;
  onSearch: (criteria: SearchCriteria) => void;
  onClear?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchFields, unknown, ProductSearchQuery>({
    resolver: contractResolver(productSearchQuerySchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  return (
    <form
      role="search"
      noValidate
      onSubmit={formSubmit(
        handleSubmit(
          (values) => onSearch({ name: values.name ?? '', address: values.address ?? '' }),
          () => toast.error(t('toast.pleaseEnterProductName')),
        ),
      )}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <TextField
        label={t('search.name')}
        type="search"
        enterKeyHint="search"
        placeholder={t('search.namePlaceholder')}
        error={errorText(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('search.address')}
        type="search"
        enterKeyHint="search"
        autoComplete="address-level2"
        placeholder={t('search.addressPlaceholder')}
        error={errorText(errors.address)}
        {...register('address')}
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" disabled={busy} className="grow">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
          {t('search.submit')}
        </Button>
        {onClear ? (
          <Button
            variant="ghost"
            onClick={() => {
              reset({ name: '', address: '' });
              onClear();
            }}
          >
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
