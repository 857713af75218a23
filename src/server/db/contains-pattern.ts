/** A LIKE pattern matching text that contains `text`, its wildcards escaped so a search for '50%' means the text. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
