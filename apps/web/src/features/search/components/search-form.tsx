import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { productSearchQuerySchema } from '@kisansetu/contract';
import type { ProductSearchQuery } from '@kisansetu/contract';
import { Button, TextField, cn } from '@/components/ui';
import { SearchIcon } from '@/components/icons';
import { errorText, contractResolver, formSubmit } from '@/lib/forms';
import type { SearchCriteria } from '../api';
import { SearchBox } from './search-box';

interface SearchFields {
  name: string;
  address: string;
}

/**
 * Product name (with suggestions as it is typed) and address; an empty search shows 'Please enter product name'.
 * One compact block on a phone: the name and Search on one row, the address (and Clear) on the next; one row on a
 * wider screen.
 */
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
    setValue,
    getValues,
    getFieldState,
    formState: { errors },
  } = useForm<SearchFields, unknown, ProductSearchQuery>({
    resolver: contractResolver(productSearchQuerySchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  // A prefill that arrives after the form (the signed-in user's address, once their profile loads) fills the field
  // in, unless the person has typed there already.
  const initialAddress = initial.address;
  useEffect(() => {
    if (!getFieldState('address').isDirty && getValues('address') !== initialAddress) {
      setValue('address', initialAddress);
    }
  }, [initialAddress, getFieldState, getValues, setValue]);
  const submit = handleSubmit(
    (values) => onSearch({ name: values.name ?? '', address: values.address ?? '' }),
    () => toast.error(t('toast.pleaseEnterProductName')),
  );
  return (
    <form
      role="search"
      noValidate
      onSubmit={formSubmit(submit)}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] sm:gap-3 sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white sm:p-4 sm:shadow-sm"
    >
      <SearchBox
        label={t('search.name')}
        type="search"
        enterKeyHint="search"
        placeholder={t('search.namePlaceholder')}
        error={errorText(errors.name)}
        wrapperClassName="col-start-1 row-start-1"
        {...register('name')}
        onPick={(suggestion) => {
          setValue('name', suggestion, { shouldValidate: true });
          onSearch({ name: suggestion, address: getValues('address').trim() });
        }}
      />
      {/* On the narrowest phones the button is its icon, so the name box keeps room for its words. */}
      <Button
        type="submit"
        disabled={busy}
        className="col-start-2 row-start-1 mt-6 max-[399px]:px-3 sm:col-start-3"
      >
        <SearchIcon />
        <span className="max-[399px]:sr-only">{t('search.submit')}</span>
      </Button>
      <TextField
        label={t('search.address')}
        type="search"
        enterKeyHint="search"
        autoComplete="address-level2"
        placeholder={t('search.addressPlaceholder')}
        error={errorText(errors.address)}
        wrapperClassName={cn(
          'col-start-1 row-start-2 sm:col-start-2 sm:row-start-1',
          onClear ? undefined : 'col-span-2 sm:col-span-1',
        )}
        {...register('address')}
      />
      {onClear ? (
        <Button
          variant="ghost"
          className="col-start-2 row-start-2 mt-6 sm:col-start-4 sm:row-start-1"
          onClick={() => {
            reset({ name: '', address: '' });
            onClear();
          }}
        >
          {t('search.clear')}
        </Button>
      ) : null}
    </form>
  );
}
