/** A LIKE pattern that finds `text` itself: % and _ in it are characters, not wildcards. Surrounded by % to find it anywhere. */
export function likePattern(text: string, anywhere = true): string {
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return anywhere ? `%${escaped}%` : escaped;
}
