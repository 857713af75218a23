import { visualRuns, type RunScript, type TextDirection, type VisualRun } from './bidi-runs';
import { pdfFont, type FontWeight } from './pdf-fonts';

export interface TextStyle {
  size: number;
  color: string;
  weight?: FontWeight;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

/**
 * Line heights in font sizes: Arabic needs room for its tall letters with marks
 * above and its deep descenders, Latin lines set that loosely look gappy. The
 * baseline is the same in both, so that the cells of a table row line up.
 */
const LATIN_LINE_HEIGHT = 1.3;
const ARABIC_LINE_HEIGHT = 1.5;
const BASELINE = 1.1;
const arabicLetter = /\p{Script=Arabic}/u;
const scripts: RunScript[] = ['arabic', 'latin'];
/**
 * Any features make pdfkit shape a run as a whole. Without them it shapes each
 * word on its own and strings the words together left to right, which reverses
 * the order of Arabic words. The font's default features apply either way.
 */
const wholeRun = { features: [] };
/**
 * Plex's no-break space is an empty glyph at the very end of its glyph table,
 * which fontkit reads past the end of and throws. Lines are already broken by
 * then, so an ordinary space looks and behaves the same.
 */
const noBreakSpace = /\u00A0/g;
const weights: FontWeight[] = ['regular', 'bold'];
/** A space where a line may break: not inside an isolated span (LRI … PDI) such as a phone number. */
const spaceOutsideIsolates = / (?![^\u2066\u2069]*\u2069)/u;

/**
 * Writes text that may mix Arabic and Latin into a pdfkit document. pdfkit has
 * no bidirectional layout and draws a string in one font, so each line is cut
 * into runs of one script and direction, every run is drawn in its script's
 * font, and the runs are placed left to right in their visual order.
 */
export class MixedScriptText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly direction: TextDirection,
  ) {
    for (const script of scripts) {
      for (const weight of weights) {
        const font = pdfFont(script, weight);
        doc.registerFont(font.name, font.data);
      }
    }
  }

  /** The height of one line of this text. */
  lineHeight(line: string, style: TextStyle): number {
    return style.size * (arabicLetter.test(line) ? ARABIC_LINE_HEIGHT : LATIN_LINE_HEIGHT);
  }

  /** The width of the text on one line. */
  width(text: string, style: TextStyle, direction = this.direction): number {
    return this.runs(text, direction).reduce((sum, run) => sum + this.use(run.script, style).widthOfString(run.text, wholeRun), 0);
  }

  /**
   * Writes the text inside the box, wrapping between words, and returns the y
   * below its last line. A value that reads in the other direction than the
   * page, such as a Dutch address on an Arabic page, is laid out in its own.
   */
  write(text: string, box: TextBox, style: TextStyle, direction = this.direction): number {
    let y = box.y;
    for (const line of this.wrap(text, box.width, style, direction)) {
      const lineWidth = this.width(line, style, direction);
      let x = box.align === 'left' ? box.x : box.align === 'right' ? box.x + box.width - lineWidth : box.x + (box.width - lineWidth) / 2;
      for (const run of this.runs(line, direction)) {
        this.use(run.script, style).fillColor(style.color);
        this.doc.text(run.text, x, y + style.size * BASELINE, { ...wholeRun, lineBreak: false, baseline: 'alphabetic' });
        x += this.doc.widthOfString(run.text, wholeRun);
      }
      y += this.lineHeight(line, style);
    }
    return y;
  }

  /** Lines in logical order, each as many whole words as fit the width; a longer word gets a line of its own. */
  private wrap(text: string, width: number, style: TextStyle, direction: TextDirection): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(spaceOutsideIsolates)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, style, direction) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    return lines;
  }

  private runs(line: string, direction: TextDirection): VisualRun[] {
    return visualRuns(line, direction).map((run) => ({ ...run, text: run.text.replace(noBreakSpace, ' ') }));
  }

  private use(script: RunScript, style: TextStyle): PDFKit.PDFDocument {
    return this.doc.font(pdfFont(script, style.weight ?? 'regular').name).fontSize(style.size);
  }
}
