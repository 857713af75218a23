import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box that filters as you type, writing to the URL after a short
 * pause. It keeps its own text while typing and takes the URL's value when that
 * changes elsewhere (back button, clearing the filters).
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === sent.trim()) return undefined;
    const timer = setTimeout(() => {
      setSent(draft.trim());
      onSearch(draft.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, sent, onSearch]);

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          className="h-11 w-full rounded-lg border border-border bg-surface-raised ps-9 pe-3 text-fg placeholder:text-fg-muted"
        />
      </div>
    </div>
  );
}
