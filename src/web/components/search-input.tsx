import { Search } from 'lucide-react';
import type { SearchAsYouType } from '@web/lib/use-search-as-you-type';

/** A search box's field: it searches as you type and at once on Enter. */
export function SearchInput({
  id,
  placeholder,
  search,
  className = '',
}: {
  id: string;
  placeholder: string;
  search: SearchAsYouType;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`.trim()}>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={search.draft}
        placeholder={placeholder}
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          // Enter searches here and stops the form's own submission: once the
          // search had re-rendered the page, that submission went through
          // unhandled and reloaded the page without the query.
          event.preventDefault();
          search.submit();
        }}
        className="h-11 w-full rounded-lg border border-border bg-surface-raised ps-9 pe-3 text-fg placeholder:text-fg-muted"
      />
    </div>
  );
}
