import { describe, expect, it } from 'vitest';
import { latinRuns } from './latin-runs';

const isolated = (text: string) =>
  latinRuns(text)
    .filter((piece) => piece.latin)
    .map((piece) => piece.text);

describe('latinRuns', () => {
  it('finds e-mail addresses, phone numbers, postcodes and codes, without the sentence’s punctuation', () => {
    expect(isolated('راسلونا على privacy@qnlchamber.org.')).toEqual(['privacy@qnlchamber.org']);
    expect(isolated('اتصلوا على +974 4000 1200، أو راسلونا.')).toEqual(['+974 4000 1200']);
    expect(isolated('1082 ME أمستردام، هولندا')).toEqual(['1082 ME']);
    expect(isolated('8:00-17:00 بتوقيت GMT+3')).toEqual(['8:00-17:00', 'GMT+3']);
  });

  it('keeps a Latin name whole', () => {
    expect(isolated('المديرة العامة، Tulip Agrifood International')).toEqual(['Tulip Agrifood International']);
  });

  it('keeps a co-branded name whole across its bar', () => {
    expect(isolated('ادفعوا بالبطاقة أو عبر iDEAL | Wero أو Bancontact.')).toEqual(['iDEAL | Wero', 'Bancontact']);
  });

  it('leaves bare figures in the flow of the sentence', () => {
    expect(isolated('تضم 800+ شركة منذ عام 2003')).toEqual([]);
  });

  it('gives back the whole text', () => {
    const text = 'برج الكورنيش، Gustav Mahlerlaan 310، أمستردام';
    expect(
      latinRuns(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});
