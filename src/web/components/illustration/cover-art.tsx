import type { NewsCategory } from '@content/news/articles';
import { clsx } from 'clsx';
import { coverDesignOf, type CoverPattern } from './cover-design';
import { LandmarkShape } from './illustration';
import { landmarks } from './landmarks';

const width = 400;
const height = 150;

/** The category's glyph in a disc at the top: a page, a play button, sound bars, a download arrow. */
const glyphs: Record<NewsCategory, string> = {
  News: 'M-9-11h18v22h-18zM-5-6h10M-5-1h10M-5 4h6',
  Videos: 'M-4-8l12 8-12 8z',
  Podcasts: 'M-9-3v6M-4.5-8v16M0-5v10M4.5-10v20M9-4v8',
  Downloads: 'M0-10v14M-6-2l6 6 6-6M-9 10h18',
};

function Pattern({ pattern, focus, className }: { pattern: CoverPattern; focus: number; className: string }) {
  const cx = Math.round(width * focus);
  switch (pattern) {
    case 'rings':
      return (
        <g fill="none" className={className} strokeWidth="1.5">
          {[24, 48, 72, 96, 120].map((r) => (
            <circle key={r} cx={cx} cy={height / 2} r={r} />
          ))}
        </g>
      );
    case 'stripes':
      return (
        <path
          d={Array.from({ length: 14 }, (_, index) => `M${cx - 200 + index * 30} ${height}l60-${height}`).join('')}
          className={className}
          strokeWidth="8"
        />
      );
    case 'dots':
      return (
        <path
          d={Array.from({ length: 40 }, (_, index) => `M${(index % 10) * 40 + 20} ${Math.floor(index / 10) * 38 + 18}h.1`).join('')}
          className={className}
          strokeWidth="6"
          strokeLinecap="round"
        />
      );
  }
}

/**
 * A news item's cover, drawn from its category, id and title at render time.
 * Decorative: the card beside it carries the same facts as text.
 */
export function CoverArt({ id, title, category, className }: { id: string; title: string; category: NewsCategory; className?: string }) {
  const art = coverDesignOf({ id, title, category });
  const landmark = landmarks[art.landmark];
  const scale = Math.min(96 / landmark.height, 170 / landmark.width);
  const { palette } = art;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      className={clsx('block aspect-[8/3] h-auto w-full', className)}
      data-cover={`${art.landmark} ${art.pattern}`}
    >
      <rect width={width} height={height} className={palette.background} />
      <Pattern pattern={art.pattern} focus={art.focus} className={clsx(palette.line, 'opacity-15')} />
      <LandmarkShape
        name={art.landmark}
        x={Math.round(width - 20 - landmark.width * scale)}
        y={height}
        scale={Math.round(scale * 100) / 100}
        tone={clsx(palette.line, palette.ink, 'opacity-80')}
      />
      <circle cx="40" cy="40" r="20" className={palette.mark} />
      <path
        d={glyphs[category]}
        transform="translate(40 40)"
        className="fill-none stroke-white"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="28" y="132" className={clsx(palette.ink, 'font-bold')} fontSize="64">
        {art.initial}
      </text>
    </svg>
  );
}
