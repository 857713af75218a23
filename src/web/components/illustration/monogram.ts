import { nameHash, pick } from './name-hash';
import { palettes, type Palette } from './palettes';

export type MonogramShape = 'square' | 'circle' | 'arch' | 'octagon';
const shapes: MonogramShape[] = ['square', 'circle', 'arch', 'octagon'];

/** Where the tile's small brand mark sits. */
export type MonogramMark = 'stripes' | 'bar' | 'dot';
const marks: MonogramMark[] = ['stripes', 'bar', 'dot'];

export interface Monogram {
  letters: string;
  shape: MonogramShape;
  palette: Palette;
  mark: MonogramMark;
}

/**
 * The letters of an organisation's monogram: an acronym as written (KVK), else
 * the first letters of its first two capitalised words, so particles such as
 * "der" or "&" never count.
 */
export function monogramLetters(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s\-–&]+/)
    .filter((word) => /^\p{Lu}/u.test(word));
  const acronym = words.find((word) => /^\p{Lu}{2,3}$/u.test(word));
  if (words.length === 1 && acronym) return acronym;
  const letters = words.slice(0, 2).map((word) => word.charAt(0));
  return letters.length > 0 ? letters.join('') : name.trim().slice(0, 2).toUpperCase();
}

/** A tile drawn from an organisation's name alone: the same name always gives the same tile. */
export function monogramOf(name: string): Monogram {
  const hash = nameHash(name);
  return {
    letters: monogramLetters(name),
    shape: shapes[pick(hash, 0, shapes.length)] ?? 'square',
    palette: palettes[pick(hash, 1, palettes.length)] ?? palettes[0],
    mark: marks[pick(hash, 2, marks.length)] ?? 'bar',
  };
}
