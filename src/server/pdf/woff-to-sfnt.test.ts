import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into a TrueType font that shapes and measures Arabic the same', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const doc = new PDFDocument();
    doc.registerFont('woff', woff);
    doc.registerFont('sfnt', sfnt);
    const width = (font: string) => doc.font(font).fontSize(12).widthOfString('محمد حداد', { features: [] });
    expect(width('sfnt')).toBeGreaterThan(0);
    expect(width('sfnt')).toBe(width('woff'));
  });

  it('refuses anything but WOFF 1.0', () => {
    expect(() => woffToSfnt(woffToSfnt(woff))).toThrow('not a WOFF 1.0 font');
  });
});
