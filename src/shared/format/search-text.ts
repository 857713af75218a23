/**
 * Text as a search compares it: without accents (so "cafe" finds "café"),
 * in lower case. Call it only for a query that is not empty: the first use of
 * the Unicode property pattern builds its character table, a few milliseconds
 * a slow phone should not spend on a page no one has searched.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
