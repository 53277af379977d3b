import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui';
import { SearchIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { SEARCH_ARRIVAL } from '../arrival';
import { searchUrl } from '../search-url';
import { SearchBox } from './search-box';

/**
 * The home page's search bar, above the fold on a phone: a crop name (with suggestions) and Search, which opens
 * /search with that name (across India, as a Most Searched crop does) and its results in view. A plain form, no
 * react-hook-form or zod: it is part of the first route, which a 2G phone pays for.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();

  function search(name: string): void {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t('toast.pleaseEnterProductName'));
      return;
    }
    void navigate(searchUrl({ name: trimmed }), { state: SEARCH_ARRIVAL });
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('name');
    search(typeof value === 'string' ? value : '');
  }

  return (
    <form
      role="search"
      aria-label={t('search.title')}
      noValidate
      onSubmit={submit}
      className="min-h-[5.5rem] bg-white"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2">
        <SearchBox
          label={t('home.searchLabel')}
          name="name"
          type="search"
          enterKeyHint="search"
          placeholder={t('search.namePlaceholder')}
          error={error}
          onChange={() => setError(undefined)}
          onPick={search}
          wrapperClassName="min-w-0 flex-1"
        />
        {/* On the narrowest phones the button is its icon, so the box keeps room for its words. */}
        <Button type="submit" className="mt-6 shrink-0 max-[399px]:px-3">
          <SearchIcon />
          <span className="max-[399px]:sr-only">{t('search.submit')}</span>
        </Button>
      </div>
    </form>
  );
}
