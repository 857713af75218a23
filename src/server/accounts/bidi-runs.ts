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

type BidiClass = 'L' | 'R' | 'number' | 'neutral';

const arabicScript = /[\p{Script_Extensions=Arabic}]/u;
const digit = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** Separators between two digits (1,250.00) and signs next to them (12%) belong to the number. */
const numberSeparator = /[.,:/\u066B\u066C]/;
const numberSign = /[%\u066A#$€£]/;
/** Marks that only steer the ordering and have no glyph in our fonts. */
const directionMarks = /[\u200E\u200F\u061C]/;
const mirrored: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

function classify(char: string): BidiClass {
  if (digit.test(char)) return 'number';
  if (char === '\u200F' || char === '\u061C' || (arabicScript.test(char) && /[\p{L}\p{M}]/u.test(char))) return 'R';
  if (char === '\u200E' || /\p{L}/u.test(char)) return 'L';
  return 'neutral';
}

/**
 * The few rules of the Unicode Bidirectional Algorithm (UAX #9) that a line of
 * one paragraph without embeddings needs: separators and signs join their
 * number (W4, W5), a number after Latin is Latin (W7), neutrals take the
 * direction around them or the line's (N1, N2), then the embedding levels (I1, I2).
 */
function embeddingLevels(chars: string[], base: TextDirection): number[] {
  const classes = chars.map(classify);
  classes.forEach((bidiClass, i) => {
    if (bidiClass !== 'neutral') return;
    const char = chars[i] ?? '';
    const [before, after] = [classes[i - 1], classes[i + 1]];
    if (numberSeparator.test(char) && before === 'number' && after === 'number') classes[i] = 'number';
    else if (numberSign.test(char) && (before === 'number' || after === 'number')) classes[i] = 'number';
  });
  const baseClass = base === 'rtl' ? 'R' : 'L';
  let lastStrong: 'L' | 'R' = baseClass;
  classes.forEach((bidiClass, i) => {
    if (bidiClass === 'L' || bidiClass === 'R') lastStrong = bidiClass;
    else if (bidiClass === 'number' && lastStrong === 'L') classes[i] = 'L';
  });
  const strongAt = (i: number): 'L' | 'R' | undefined => {
    const bidiClass = classes[i];
    if (bidiClass === undefined) return baseClass;
    if (bidiClass === 'neutral') return undefined;
    return bidiClass === 'L' ? 'L' : 'R';
  };
  const resolved = classes.map((bidiClass, i) => {
    if (bidiClass !== 'neutral') return bidiClass;
    let before = i - 1;
    while (strongAt(before) === undefined) before--;
    let after = i + 1;
    while (strongAt(after) === undefined) after++;
    const surrounding = strongAt(before);
    return surrounding === strongAt(after) ? surrounding : baseClass;
  });
  return resolved.map((bidiClass) => {
    if (base === 'rtl') return bidiClass === 'R' ? 1 : 2;
    return bidiClass === 'L' ? 0 : bidiClass === 'R' ? 1 : 2;
  });
}

/**
 * Arabic letters and punctuation need the Arabic font. A space, which both fonts
 * have, goes with the text it runs with: the Arabic font between right-to-left
 * words, so that a run of Arabic words is laid out in one piece.
 */
function scriptOf(char: string, level: number): RunScript {
  if (char === ' ') return level % 2 === 1 ? 'arabic' : 'latin';
  return arabicScript.test(char) ? 'arabic' : 'latin';
}

interface LevelRun {
  level: number;
  script: RunScript;
  chars: string[];
  /** The text of an isolated span, laid out on its own. */
  isolate?: string;
}

/** Reverses every stretch of runs at or above each level, from the highest down to 1 (rule L2). */
function reorder(runs: LevelRun[]): LevelRun[] {
  let ordered = runs;
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    const next: LevelRun[] = [];
    let stretch: LevelRun[] = [];
    for (const run of ordered) {
      if (run.level >= level) {
        stretch.push(run);
        continue;
      }
      next.push(...stretch.reverse(), run);
      stretch = [];
    }
    ordered = [...next, ...stretch.reverse()];
  }
  return ordered;
}

/** fontkit lays out right to left, reversing the glyphs, any text with an Arabic-script character in it. */
const fontkitReverses = /\p{Script=Arabic}/u;

function runText({ level, chars }: LevelRun): string {
  const rightToLeft = level % 2 === 1;
  const text = chars.join('');
  if (rightToLeft === fontkitReverses.test(text)) return text;
  return chars.map((char) => (rightToLeft ? (mirrored[char] ?? char) : char)).reverse().join('');
}

const isolatedSpan = /\u2066([^\u2069]*)\u2069/gu;
/** Stands in for an isolated span while the line around it is ordered: a neutral, as UAX #9 treats an isolate. */
const isolatePlaceholder = '\uFFFC';

/** Marks text as a left-to-right unit (LRI … PDI) that keeps its order inside a right-to-left line, as a phone number must. */
export function isolateLeftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/** One line of text, which may mix Arabic and Latin, as runs in visual order for a line of the given direction. */
export function visualRuns(line: string, base: TextDirection): VisualRun[] {
  const isolated: string[] = [];
  const outer = line.replace(isolatedSpan, (_span, inner: string) => {
    isolated.push(inner);
    return isolatePlaceholder;
  });
  const logical = [...outer];
  const levels = embeddingLevels(logical, base);
  const runs: LevelRun[] = [];
  logical.forEach((char, i) => {
    if (directionMarks.test(char)) return;
    const level = levels[i] ?? 0;
    const script = scriptOf(char, level);
    const last = runs.at(-1);
    const isolate = char === isolatePlaceholder ? isolated.shift() : undefined;
    if (isolate !== undefined) runs.push({ level, script, chars: [], isolate });
    else if (last && last.isolate === undefined && last.level === level && last.script === script) last.chars.push(char);
    else runs.push({ level, script, chars: [char] });
  });
  return reorder(runs).flatMap((run) => (run.isolate === undefined ? [{ script: run.script, text: runText(run) }] : visualRuns(run.isolate, 'ltr')));
}
