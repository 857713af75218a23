/**
 * Text as a search compares it: without accents (so "cafe" finds "café"),
 * in lower case.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * What the visitor typed, ready to look for with `includes` in `searchText`
 * of a text; '' when nothing was typed. An empty query skips `searchText`:
 * the first use of its Unicode property pattern builds a character table, a
 * few milliseconds a slow phone should not spend on a page no one searched.
 */
export function searchQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed ? searchText(trimmed) : '';
}
