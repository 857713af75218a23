/**
 * Whether a change only refines the search, from one query to another. Such
 * a change replaces its history entry, so searching as you type adds one
 * step to the history per search, not one per pause in typing.
 */
export function refinesSearch<Filters extends { q: string }>(filters: Filters, change: Partial<Filters>): boolean {
  return Boolean(filters.q && change.q) && Object.keys(change).every((key) => key === 'q');
}
