/** How long typing must pause before the search runs: long enough not to search every keystroke. */
export const SEARCH_DELAY_MS = 300;

/**
 * When a search box sends its query: a pause in typing sends it, Enter sends
 * it at once, and emptying the box shows everything again straight away. The
 * query is trimmed and sent only when it differs from the last one, so a
 * pause after Enter or an added space adds nothing to the history.
 */
export function createSearchDebounce(send: (query: string) => void, delayMs = SEARCH_DELAY_MS) {
  let lastQuery = '';
  let pending: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => clearTimeout(pending);
  const submit = (text: string) => {
    cancel();
    const query = text.trim();
    if (query === lastQuery) return;
    lastQuery = query;
    send(query);
  };

  return {
    /** The text changed by typing. */
    type(text: string) {
      cancel();
      if (text.trim()) pending = setTimeout(() => submit(text), delayMs);
      else submit(text);
    },
    /** Enter (or a search button): send the text now. */
    submit,
    /** The query in force, as read from the URL; when it changed elsewhere (back button, clearing the filters), a search still waiting for the old text is dropped. */
    reset(query: string) {
      if (query.trim() === lastQuery) return;
      cancel();
      lastQuery = query.trim();
    },
    cancel,
  };
}

export type SearchDebounce = ReturnType<typeof createSearchDebounce>;
