import { useDomId } from '@web/page-runtime/dom-id';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useSearchAsYouType } from '@web/lib/use-search-as-you-type';
import { newsMessages } from './news-messages';

/** Searches as you type, like the events' search, and at once on Enter or the button. */
export function NewsSearchForm({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const t = useMessages(newsMessages);
  const id = useDomId();
  const search = useSearchAsYouType(value, onSearch);

  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
      className="grid gap-1.5"
    >
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('filters.search')}
      </label>
      <div className="flex gap-2">
        <SearchInput id={id} placeholder={t('filters.searchPlaceholder')} search={search} className="min-w-0 flex-1" />
        <Button type="submit">{t('filters.submitSearch')}</Button>
      </div>
    </form>
  );
}
