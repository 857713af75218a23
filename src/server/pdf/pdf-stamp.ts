import type { MixedScriptText, TextStyle } from './mixed-script-text';

export const stampColour = '#1f7a3f';
const stampStyle = { size: 11, weight: 'bold', color: stampColour } satisfies TextStyle;
const STAMP_HEIGHT = 22;
const STAMP_PADDING = 12;

/** A rounded box with one word in it, such as PAID; as wide as the word needs. Returns the y below it. */
export function drawStamp(
  doc: PDFKit.PDFDocument,
  text: MixedScriptText,
  word: string,
  at: { x: number; y: number; align: 'left' | 'right' },
): number {
  const width = Math.max(64, text.width(word, stampStyle) + 2 * STAMP_PADDING);
  const x = at.align === 'left' ? at.x : at.x - width;
  doc.roundedRect(x, at.y, width, STAMP_HEIGHT, 4).lineWidth(1.5).stroke(stampColour);
  const wordTop = at.y + (STAMP_HEIGHT - text.lineHeight(word, stampStyle)) / 2;
  text.write(word, { x, y: wordTop, width, align: 'center' }, stampStyle);
  return at.y + STAMP_HEIGHT;
}
