import { clsx } from 'clsx';
import { landmarkCountry, landmarks, type LandmarkName } from './landmarks';

/** Where a landmark stands in a scene: its left edge, the line it stands on, and its size. */
export interface Placement {
  name: LandmarkName;
  x: number;
  y: number;
  scale?: number;
}

/** Qatar's landmarks in the chamber's maroon, the Dutch ones in orange, the water and the bridge in Dutch blue. */
const tones: Record<LandmarkName, string> = {
  canalHouses: 'fill-accent',
  windmill: 'fill-accent stroke-accent',
  erasmusBridge: 'fill-secondary stroke-secondary',
  dhow: 'fill-primary stroke-primary',
  museum: 'fill-primary',
  westBay: 'fill-primary',
};

/** One landmark in place, in its country's colours unless the scene gives it one tone. */
export function LandmarkShape({ name, x, y, scale = 1, tone }: Placement & { tone?: string }) {
  const { body, solid, lines, cloth } = landmarks[name];
  return (
    <g
      transform={`translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}`}
      className={tone ?? tones[name]}
      data-landmark={name}
      data-country={landmarkCountry[name]}
    >
      {cloth ? <path d={cloth} className={tone ? 'fill-none' : 'fill-primary-soft'} strokeWidth="1.5" /> : null}
      {body ? <path d={body} fillRule="evenodd" stroke="none" /> : null}
      {solid ? <path d={solid} stroke="none" /> : null}
      {lines ? <path d={lines} fill="none" strokeWidth="1.2" /> : null}
    </g>
  );
}

/**
 * A decorative scene: landmarks standing on a shared ground line over water,
 * drawn in the theme's colours so light and dark both hold. Hidden from
 * assistive technology; its box is fixed by its view box, so it never shifts
 * the layout.
 */
export function Illustration({
  width,
  height,
  ground,
  placements,
  sun,
  className,
  crop = false,
}: {
  width: number;
  height: number;
  /** The waterline; anything below it is water. A scene without water stands on its container's edge. */
  ground: number;
  placements: Placement[];
  /** A disc behind the landmarks. */
  sun?: { x: number; y: number; r: number };
  className?: string;
  /** Fill the box and cut the sides (a wide band), instead of fitting the whole scene. */
  crop?: boolean;
}) {
  const water = ground < height;
  const waves = [6, 14].map((depth, row) => `M${row * 24} ${ground + depth}h${width}`).join('');
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio={crop ? 'xMidYMax slice' : 'xMidYMax meet'}
      className={clsx('block', className)}
    >
      {sun ? <circle cx={sun.x} cy={sun.y} r={sun.r} className="fill-accent/15" /> : null}
      {water ? <path d={waves} className="stroke-secondary/40" strokeWidth="2" strokeDasharray="28 12" fill="none" /> : null}
      {placements.map((placement) => (
        <LandmarkShape key={`${placement.name}-${placement.x}`} {...placement} />
      ))}
      {water ? <path d={`M0 ${ground}h${width}`} className="stroke-border" strokeWidth="2" /> : null}
    </svg>
  );
}
