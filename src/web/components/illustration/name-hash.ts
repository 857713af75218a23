/**
 * A stable 32-bit hash of a text (FNV-1a over its UTF-16 code units): the same
 * name always draws the same tile, on the server and in the browser.
 */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `count` choices, taken from a given byte of the hash so different choices vary independently. */
export function pick(hash: number, byte: number, count: number): number {
  return ((hash >>> (byte * 8)) & 0xff) % count;
}
