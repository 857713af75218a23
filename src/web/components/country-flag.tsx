import { clsx } from 'clsx';

/** Qatar's white band ends in nine serrations. */
const qatarBand = `M0 0h7${'l4 1l-4 1'.repeat(9)}H0Z`;

/** Width and height in pixels; the drawing keeps its 28 × 18 proportions. */
const sizes = { small: [28, 18], large: [36, 23] } as const;

/**
 * Small flags of the two countries drawn in their official colours (flags are
 * not themed). Always decorative: the country's name is written next to them.
 */
export function CountryFlag({
  country,
  size = 'small',
  className,
}: {
  country: 'qatar' | 'netherlands';
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [width, height] = sizes[size];
  return (
    <svg
      viewBox="0 0 28 18"
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className={clsx('shrink-0 rounded-[3px] ring-1 ring-black/10', className)}
    >
      {country === 'qatar' ? (
        <>
          <rect width="28" height="18" fill="#8A1538" />
          <path d={qatarBand} fill="#fff" />
        </>
      ) : (
        <>
          <rect width="28" height="6" fill="#AE1C28" />
          <rect y="6" width="28" height="6" fill="#fff" />
          <rect y="12" width="28" height="6" fill="#21468B" />
        </>
      )}
    </svg>
  );
}
