import type { TextDirection } from './bidi-runs';

/** Where things go on a page for a language: what stands on the left in English stands on the right in Arabic. */
export interface ReadingSides {
  /** The width between the margins, and the left and right margins' x. */
  width: number;
  left: number;
  right: number;
  rtl: boolean;
  /** The alignment of the side the language reads from, and of the other side. */
  start: 'left' | 'right';
  end: 'left' | 'right';
  /** The x of a box `boxWidth` wide that begins `offset` from the side the language reads from. */
  fromStart: (offset: number, boxWidth: number) => number;
}

export function readingSides(pageWidth: number, margin: number, direction: TextDirection): ReadingSides {
  const rtl = direction === 'rtl';
  const right = pageWidth - margin;
  return {
    width: right - margin,
    left: margin,
    right,
    rtl,
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    fromStart: (offset, boxWidth) => (rtl ? right - offset - boxWidth : margin + offset),
  };
}
