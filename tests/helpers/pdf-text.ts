import { PDFParse } from 'pdf-parse';

/**
 * A PDF's text as a reader gets it back out. Text extraction may give Arabic
 * letters in their presentation forms (the initial, medial or final shape as a
 * code point of its own, U+FB50–U+FEFF) instead of the letters; NFKC folds
 * those back into the letters and changes nothing else on a receipt.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.normalize('NFKC');
  } finally {
    await parser.destroy();
  }
}
