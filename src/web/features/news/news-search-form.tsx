import { useId } from 'react';
import { newsPage } from '@content/news/news-page';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-locale';
import { useSearchAsYouType } from '@web/lib/use-search-as-you-type';

/** Searches as you type, like the events' search, and at once on Enter or the button. */
export function NewsSearchForm({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const localized = useLocalized();
  const id = useId();
  const labels = newsPage.filters;
  const search = useSearchAsYouType(value, onSearch);

  return (
    <form
      method="get"
      role="search"
      aria-label={localized(labels.label)}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
      className="grid gap-1.5"
    >
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {localized(labels.search)}
      </label>
      <div className="flex gap-2">
        <SearchInput id={id} placeholder={localized(labels.searchPlaceholder)} search={search} className="min-w-0 flex-1" />
        <Button type="submit">{localized(labels.submitSearch)}</Button>
      </div>
    </form>
  );
}
