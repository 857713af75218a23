import { useEffect, useRef, useState } from 'react';
import { createSearchDebounce, type SearchDebounce } from './search-debounce';

export interface SearchAsYouType {
  /** The box's text as typed, which may run ahead of the query in the URL. */
  draft: string;
  type: (text: string) => void;
  submit: () => void;
}

/**
 * A search box's text and when it searches (see createSearchDebounce). The
 * query lives in the URL: the box keeps its own text while typing and takes
 * the URL's value when that changes elsewhere (back button, clearing the filters).
 */
export function useSearchAsYouType(value: string, onSearch: (query: string) => void): SearchAsYouType {
  const [draft, setDraft] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setDraft(value);
  }

  // Callers pass a new onSearch on every render; the pending search calls the latest.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  const debounce = useRef<SearchDebounce>(null);
  useEffect(() => {
    const created = createSearchDebounce((query) => {
      setSent(query);
      latestOnSearch.current(query);
    });
    debounce.current = created;
    return created.cancel;
  }, []);
  useEffect(() => debounce.current?.reset(value), [value]);

  return {
    draft,
    type: (text) => {
      setDraft(text);
      debounce.current?.type(text);
    },
    submit: () => debounce.current?.submit(draft),
  };
}
