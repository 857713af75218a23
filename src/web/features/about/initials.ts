const honorifics = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'eng', 'sheikh', 'sheikha']);

/**
 * Up to two capital letters for an avatar: the first letters of the first and
 * last words of a name, without titles such as "Dr.".
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !honorifics.has(word.replace(/\.$/, '').toLowerCase()));
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
