import type { ReactElement } from 'react';
import { textDirection, type Locale } from '../../src/shared/locales';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../src/web/app/head-tags';
import type { BrandColours } from './brand-colours';
import { ogFontFamily } from './og-fonts';

/** What one preview image says. */
export interface OgCardText {
  locale: Locale;
  /** The page's own name, as its h1 says it. */
  heading: string;
  siteName: string;
  shortName: string;
  /** The site's host name, e.g. www.qnlchamber.org. */
  host: string;
}

const PADDING = 72;
const BAND_WIDTH = 96;
const TOOTH_DEPTH = 34;
const TEETH = 9;

/**
 * Qatar's serrated white band along the card's end edge, its nine points
 * facing the maroon; `mirrored` draws it for the left edge of a right-to-left card.
 */
function serratedBandPath(mirrored: boolean): string {
  const x = (value: number) => (mirrored ? BAND_WIDTH - value : value);
  const tooth = OG_IMAGE_HEIGHT / TEETH;
  const points = Array.from({ length: TEETH }, (_, index) => [
    `L${x(0)},${index * tooth + tooth / 2}`,
    `L${x(TOOTH_DEPTH)},${(index + 1) * tooth}`,
  ]).flat();
  return `M${x(BAND_WIDTH)},0 L${x(TOOTH_DEPTH)},0 ${points.join(' ')} L${x(BAND_WIDTH)},${OG_IMAGE_HEIGHT} Z`;
}

/** Longer headings get a smaller size, so any title fits in three lines. */
function headingSize(heading: string): number {
  if (heading.length > 80) return 50;
  if (heading.length > 45) return 60;
  return 76;
}

/** The site's mark, as in the header's logo: the maroon serrated band beside the Dutch orange bar. */
function LogoMark({ colours }: { colours: BrandColours }) {
  return (
    <svg width="72" height="72" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill={colours.primaryFg} />
      <path d="M7 7h10l-3 2.25L17 11.5l-3 2.25L17 16l-3 2.25L17 20.5l-3 2.25L17 25H7z" fill={colours.primary} />
      <rect x="19" y="7" width="6" height="18" rx="1.5" fill={colours.accent} />
    </svg>
  );
}

/**
 * A 1200×630 preview in the chamber's maroon and orange: the mark and the
 * chamber's name, the page's heading in its language and direction, the
 * orange bar and the host, with Qatar's serrated band along the end edge.
 */
export function OgCard({ text, colours }: { text: OgCardText; colours: BrandColours }): ReactElement {
  const direction = textDirection(text.locale);
  const family = text.locale === 'ar' ? ogFontFamily('arabic') : ogFontFamily('latin');
  const contentWidth = OG_IMAGE_WIDTH - BAND_WIDTH - 2 * PADDING;
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: 'flex',
        direction,
        fontFamily: family,
        color: colours.primaryFg,
        backgroundColor: colours.primary,
        backgroundImage: `linear-gradient(${direction === 'rtl' ? 225 : 135}deg, ${colours.primary} 55%, ${colours.primaryHover} 100%)`,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: contentWidth + 2 * PADDING,
          padding: PADDING,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <LogoMark colours={colours} />
          <div style={{ display: 'flex', flexDirection: 'column', direction }}>
            <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>{text.shortName}</div>
            <div style={{ display: 'flex', fontSize: 26, color: colours.primarySoft, width: contentWidth - 96 }}>{text.siteName}</div>
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            direction,
            width: contentWidth,
            fontSize: headingSize(text.heading),
            fontWeight: 700,
            lineHeight: 1.15,
            lineClamp: 3,
          }}
        >
          {text.heading}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div style={{ width: 120, height: 10, borderRadius: 5, backgroundColor: colours.accent }} />
          <div style={{ display: 'flex', fontSize: 26, color: colours.primarySoft, direction: 'ltr' }}>{text.host}</div>
        </div>
      </div>
      <svg width={BAND_WIDTH} height={OG_IMAGE_HEIGHT} viewBox={`0 0 ${BAND_WIDTH} ${OG_IMAGE_HEIGHT}`}>
        <path d={serratedBandPath(direction === 'rtl')} fill={colours.primaryFg} />
        <rect x={direction === 'rtl' ? 0 : BAND_WIDTH - 14} width="14" height={OG_IMAGE_HEIGHT} fill={colours.accent} />
      </svg>
    </div>
  );
}
