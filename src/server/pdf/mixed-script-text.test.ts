import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { isolateLeftToRight, type TextDirection } from './bidi-runs';
import { MixedScriptText, type TextBox } from './mixed-script-text';
import { pdfBuffer } from './pdf-buffer';

const style = { size: 10, color: '#000000' };

/** A one-page PDF with the text written into the box, and the y below its last line. */
async function written(line: string, direction: TextDirection, box: TextBox) {
  const doc = new PDFDocument({ size: 'A4' });
  const pdf = pdfBuffer(doc);
  const bottom = new MixedScriptText(doc, direction).write(line, box, style);
  doc.end();
  return { bottom, text: await pdfText(await pdf) };
}

describe('MixedScriptText', () => {
  it('writes a line of Arabic and Latin that reads back in order', async () => {
    const { bottom, text } = await written('عضوية Professional لمدة 12 شهرًا', 'rtl', { x: 50, y: 50, width: 400, align: 'right' });
    expect(text).toContain('شهرًا 12 لمدة Professional عضوية');
    expect(bottom).toBe(50 + 15);
  });

  it('breaks lines between words but never inside an isolated phone number', async () => {
    const line = `اتصل بنا على ${isolateLeftToRight('+974 4000 1200')} أو راسلنا`;
    const { bottom, text } = await written(line, 'rtl', { x: 50, y: 50, width: 60, align: 'right' });
    expect(text).toContain('اتصل بنا على\n+974 4000 1200\nأو راسلنا\n');
    expect(bottom).toBe(50 + 15 + 13 + 15);
  });
});
