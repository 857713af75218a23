import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { newsPage } from '@content/news/news-page';
import { Button } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-locale';

/**
 * Searches when submitted (Enter or the button), so each search is one step
 * in the history. Emptying the box shows everything again straight away.
 */
export function NewsSearchForm({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const localized = useLocalized();
  const id = useId();
  const labels = newsPage.filters;
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  return (
    <form
      method="get"
      role="search"
      aria-label={localized(labels.label)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
      className="grid gap-1.5"
    >
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {localized(labels.search)}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
          <input
            id={id}
            type="search"
            value={draft}
            placeholder={localized(labels.searchPlaceholder)}
            onChange={(event) => {
              setDraft(event.target.value);
              if (!event.target.value && value) onSearch('');
            }}
            className="h-11 w-full rounded-lg border border-border bg-surface-raised ps-9 pe-3 text-fg placeholder:text-fg-muted"
          />
        </div>
        <Button type="submit">{localized(labels.submitSearch)}</Button>
      </div>
    </form>
  );
}
