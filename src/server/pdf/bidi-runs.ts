import bidiFactory from 'bidi-js';

export type TextDirection = 'ltr' | 'rtl';
export type RunScript = 'arabic' | 'latin';

/** A piece of one line drawn in one font, in the order it appears from left to right. */
export interface VisualRun {
  script: RunScript;
  /**
   * The characters as the font engine wants them: Arabic stays in logical order
   * because fontkit shapes it and reverses it itself; anything else that runs
   * right to left is already reversed here, with its brackets mirrored.
   */
  text: string;
}

/** The Unicode Bidirectional Algorithm (UAX #9): embedding levels, reordering and mirroring. */
const bidi = bidiFactory();

const arabicScript = /[\p{Script_Extensions=Arabic}]/u;
/** Marks, embeddings and isolates only steer the ordering and have no glyph in our fonts. */
const directionControl = /\p{Bidi_Control}/u;
/** fontkit lays out right to left, reversing the glyphs, any text with an Arabic-script character in it. */
const fontkitReverses = /\p{Script=Arabic}/u;

/**
 * Arabic letters and punctuation need the Arabic font. A space, which both fonts
 * have, goes with the text it runs with: the Arabic font between right-to-left
 * words, so that a run of Arabic words is laid out in one piece.
 */
function scriptOf(char: string, level: number): RunScript {
  if (char === ' ') return level % 2 === 1 ? 'arabic' : 'latin';
  return arabicScript.test(char) ? 'arabic' : 'latin';
}

/** Characters of one level and script that stand next to each other on the line, as indices into it in visual order. */
interface LevelRun {
  level: number;
  script: RunScript;
  indices: number[];
}

/** Text that fontkit reverses goes back to logical order; other text stays in visual order, mirrored where it runs right to left. */
function fontText(line: string, { indices }: LevelRun, mirrored: Map<number, string>): string {
  const visual = indices.map((i) => line[i]).join('');
  if (fontkitReverses.test(visual)) return [...visual].reverse().join('');
  return indices.map((i) => mirrored.get(i) ?? line[i]).join('');
}

/** Marks text as a left-to-right unit (LRI … PDI) that keeps its order inside a right-to-left line, as a phone number must. */
export function isolateLeftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

const firstLetter = /\p{L}/u;

/**
 * The direction a value reads in by itself, from its first letter (UAX #9's
 * first strong character, for the scripts our fonts have): a Latin company
 * name is left to right even on an Arabic page. Without letters, the page's.
 */
export function ownDirection(text: string, fallback: TextDirection): TextDirection {
  const letter = firstLetter.exec(text)?.[0];
  if (!letter) return fallback;
  return arabicScript.test(letter) ? 'rtl' : 'ltr';
}

/** One line of text, which may mix Arabic and Latin, as runs in visual order for a line of the given direction. */
export function visualRuns(line: string, base: TextDirection): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: LevelRun[] = [];
  for (const i of bidi.getReorderedIndices(line, embedding)) {
    const char = line[i] ?? '';
    if (directionControl.test(char)) continue;
    const level = embedding.levels[i] ?? 0;
    const script = scriptOf(char, level);
    const last = runs.at(-1);
    if (last?.level === level && last.script === script) last.indices.push(i);
    else runs.push({ level, script, indices: [i] });
  }
  return runs.map((run) => ({ script: run.script, text: fontText(line, run, mirrored) }));
}
