import { describe, expect, it } from 'vitest';
import { isolateLeftToRight, visualRuns } from './bidi-runs';

describe('visualRuns', () => {
  it('keeps a Latin line as one run', () => {
    expect(visualRuns('Receipt QNCC-2026-000001', 'ltr')).toEqual([{ script: 'latin', text: 'Receipt QNCC-2026-000001' }]);
  });

  it('leaves an Arabic name in logical order for fontkit, which shapes and reverses it', () => {
    expect(visualRuns('محمد حداد', 'rtl')).toEqual([{ script: 'arabic', text: 'محمد حداد' }]);
    expect(visualRuns('محمد حداد', 'ltr')).toEqual([{ script: 'arabic', text: 'محمد حداد' }]);
  });

  it('puts a Latin word to the left of the Arabic before it on a right-to-left line', () => {
    expect(visualRuns('عضوية Professional لمدة 12 شهرًا', 'rtl')).toEqual([
      { script: 'arabic', text: ' شهرًا' },
      { script: 'latin', text: '12' },
      { script: 'arabic', text: ' لمدة ' },
      { script: 'latin', text: 'Professional' },
      { script: 'arabic', text: 'عضوية ' },
    ]);
  });

  it('reads a label with a colon from the right, the receipt number at its left end', () => {
    expect(visualRuns('رقم الإيصال: QNCC-2026-000001', 'rtl')).toEqual([
      { script: 'latin', text: 'QNCC-2026-000001' },
      { script: 'arabic', text: ' ' },
      { script: 'latin', text: ':' },
      { script: 'arabic', text: 'رقم الإيصال' },
    ]);
  });

  it('keeps an amount whole and its currency sign on the side the Arabic locale puts it', () => {
    expect(visualRuns('\u200F1,250.00\u00A0€', 'rtl')).toEqual([
      { script: 'latin', text: '€\u00A0' },
      { script: 'latin', text: '1,250.00' },
    ]);
  });

  it('orders an English line around an Arabic name from the left', () => {
    expect(visualRuns('Paid by محمد حداد on 25 November 2026', 'ltr')).toEqual([
      { script: 'latin', text: 'Paid by ' },
      { script: 'arabic', text: 'محمد حداد' },
      { script: 'latin', text: ' on 25 November 2026' },
    ]);
  });

  it('mirrors brackets that run right to left', () => {
    expect(visualRuns('الدوحة (قطر)', 'rtl')).toEqual([
      { script: 'latin', text: '(' },
      { script: 'arabic', text: 'قطر' },
      { script: 'latin', text: ')' },
      { script: 'arabic', text: 'الدوحة ' },
    ]);
  });

  it('keeps a bracket pair with the Latin text it encloses on a right-to-left line', () => {
    expect(visualRuns('عضوية Professional (2 years)', 'rtl')).toEqual([
      { script: 'latin', text: 'Professional (2 years)' },
      { script: 'arabic', text: 'عضوية ' },
    ]);
  });

  it("keeps isolated phone numbers and addresses in their own order and the list in the line's", () => {
    const contacts = ['membership@qnlchamber.org', '+974 4000 1200'].map(isolateLeftToRight).join(' · ');
    expect(visualRuns(`للاستفسار: ${contacts}`, 'rtl')).toEqual([
      { script: 'latin', text: '+974 4000 1200' },
      { script: 'arabic', text: ' ' },
      { script: 'latin', text: '·' },
      { script: 'arabic', text: ' ' },
      { script: 'latin', text: 'membership@qnlchamber.org' },
      { script: 'arabic', text: ' ' },
      { script: 'latin', text: ':' },
      { script: 'arabic', text: 'للاستفسار' },
    ]);
  });
});
