import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { productSearchQuerySchema } from '@kisansetu/contract';
import type { ProductSearchQuery } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { SearchIcon } from '@/components/icons';
import { errorText, contractResolver, formSubmit } from '@/lib/forms';
import { SearchBox } from './search-box';

interface SearchFields {
  name: string;
}

/**
 * The crop's name (with suggestions as it is typed) and Search; an empty search shows 'Please enter product name'.
 * Only the crop: where is the where chip's, so a place is asked in one place. One row: Clear is a cross in the box.
 */
export function SearchForm({
  initial,
  onSearch,
  onClear,
  busy,
}: {
  initial: SearchFields;
  onSearch: (name: string) => void;
  onClear?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<SearchFields, unknown, ProductSearchQuery>({
    resolver: contractResolver(productSearchQuerySchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const submit = handleSubmit(
    (values) => onSearch(values.name ?? ''),
    () => toast.error(t('toast.pleaseEnterProductName')),
  );
  return (
    <form
      role="search"
      noValidate
      onSubmit={formSubmit(submit)}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:gap-3 sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white sm:p-4 sm:shadow-sm"
    >
      <SearchBox
        label={t('search.name')}
        type="search"
        enterKeyHint="search"
        placeholder={t('search.namePlaceholder')}
        error={errorText(errors.name)}
        wrapperClassName="col-start-1 row-start-1"
        {...register('name')}
        onClear={
          onClear &&
          (() => {
            reset({ name: '' });
            onClear();
          })
        }
        onPick={(suggestion) => {
          setValue('name', suggestion, { shouldValidate: true });
          onSearch(suggestion);
        }}
      />
      {/* On the narrowest phones the button is its icon, so the name box keeps room for its words. */}
      <Button type="submit" disabled={busy} className="col-start-2 row-start-1 mt-6 max-[399px]:px-3">
        <SearchIcon />
        <span className="max-[399px]:sr-only">{t('search.submit')}</span>
      </Button>
    </form>
  );
}
