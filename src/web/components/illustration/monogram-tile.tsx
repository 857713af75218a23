import { clsx } from 'clsx';
import { monogramOf, type MonogramMark, type MonogramShape } from './monogram';

const outlines: Record<MonogramShape, string> = {
  square: 'M12 0h40a12 12 0 0 1 12 12v40a12 12 0 0 1-12 12H12A12 12 0 0 1 0 52V12A12 12 0 0 1 12 0z',
  circle: 'M32 0a32 32 0 1 1 0 64a32 32 0 1 1 0-64z',
  arch: 'M0 64V30a32 30 0 0 1 64 0v34z',
  octagon: 'M19 0h26l19 19v26L45 64H19L0 45V19z',
};

const markPaths: Record<MonogramMark, string> = {
  stripes: 'M22 12h8v3h-8zM34 12h8v3h-8z',
  bar: 'M16 52h32v4H16z',
  dot: 'M48 14a4 4 0 1 1 0 8a4 4 0 1 1 0-8z',
};

/**
 * An organisation's logo tile until it sends its own: a shape, colours and
 * letters all taken from its name. The name is its text alternative, as a
 * logo's would be.
 */
export function MonogramTile({ name, label, size = 'md' }: { name: string; label?: string; size?: 'sm' | 'md' }) {
  const { letters, shape, palette, mark } = monogramOf(name);
  return (
    <svg
      role="img"
      aria-label={label ?? name}
      viewBox="0 0 64 64"
      width="56"
      height="56"
      className={clsx('shrink-0', size === 'md' ? 'size-14' : 'size-11')}
      data-monogram={`${shape} ${mark}`}
    >
      <path d={outlines[shape]} className={palette.background} />
      <path d={markPaths[mark]} className={palette.mark} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        className={clsx(palette.ink, 'font-bold')}
        fontSize={letters.length > 2 ? 18 : 22}
        letterSpacing="0.5"
      >
        {letters}
      </text>
    </svg>
  );
}
