/**
 * A skyline that alternates Dutch canal-house gables (step, neck, bell and
 * spout gables) with Qatari forms (wind towers, domes, crenellated walls).
 * Shapes are computed once from a short list, so tuning the skyline means
 * editing the list, not the paths.
 */
const GROUND = 150;
const GAP = 3;

type Shape = 'step' | 'neck' | 'bell' | 'spout' | 'windTower' | 'dome' | 'crenellated';

interface Building {
  shape: Shape;
  width: number;
  height: number;
}

const buildings: Building[] = [
  { shape: 'step', width: 44, height: 78 },
  { shape: 'neck', width: 38, height: 70 },
  { shape: 'bell', width: 42, height: 74 },
  { shape: 'spout', width: 34, height: 66 },
  { shape: 'windTower', width: 64, height: 48 },
  { shape: 'dome', width: 70, height: 46 },
  { shape: 'crenellated', width: 96, height: 40 },
  { shape: 'step', width: 48, height: 86 },
  { shape: 'bell', width: 40, height: 68 },
  { shape: 'neck', width: 36, height: 80 },
  { shape: 'windTower', width: 58, height: 44 },
  { shape: 'spout', width: 38, height: 72 },
  { shape: 'step', width: 44, height: 70 },
  { shape: 'dome', width: 64, height: 50 },
  { shape: 'crenellated', width: 84, height: 36 },
  { shape: 'neck', width: 40, height: 76 },
  { shape: 'bell', width: 44, height: 82 },
  { shape: 'step', width: 42, height: 72 },
  { shape: 'windTower', width: 60, height: 46 },
  { shape: 'spout', width: 36, height: 64 },
  { shape: 'step', width: 46, height: 80 },
];

function outline({ shape, width: w, height: h }: Building, x: number): string {
  const top = GROUND - h;
  const start = `M${x} ${GROUND}V${top}`;
  const end = `H${x + w}V${GROUND}Z`;
  switch (shape) {
    case 'step': {
      const tread = w / 7;
      const riser = 8;
      let path = start;
      for (let step = 0; step < 4; step += 1) path += `v${-riser}h${tread}`;
      for (let step = 0; step < 3; step += 1) path += `v${riser}h${tread}`;
      return `${path}V${GROUND}Z`;
    }
    case 'neck':
      return `${start}q${w * 0.2} 0 ${w * 0.25} -10v-24l${w * 0.25} -12l${w * 0.25} 12v24q${w * 0.05} 10 ${w * 0.25} 10${end}`;
    case 'bell':
      return `${start}h${w * 0.12}c0 -14 ${w * 0.16} -16 ${w * 0.16} -30q${w * 0.22} -22 ${w * 0.44} 0c0 14 ${w * 0.16} 16 ${w * 0.16} 30${end}`;
    case 'spout':
      return `${start}l${w / 2} -30l${w / 2} 30${end}`;
    case 'windTower':
      return `${start}h${w * 0.3}v-46h-3v-6h${w * 0.4 + 6}v6h-3v46${end}`;
    case 'dome':
      return `${start}h${w * 0.2}a${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.6} 0${end}`;
    case 'crenellated': {
      const merlons = Math.round(w / 12);
      const tooth = w / merlons;
      let path = start;
      for (let merlon = 0; merlon < merlons; merlon += 1) path += `l${tooth / 2} -8l${tooth / 2} 8`;
      return `${path}V${GROUND}Z`;
    }
  }
}

/** Windows as rectangles in the hero's background colour, so they read as openings. */
function windows({ shape, width: w, height: h }: Building, x: number): string {
  const columns = shape === 'crenellated' || shape === 'dome' ? 3 : 2;
  const windowWidth = shape === 'windTower' ? 5 : w / (columns * 2.6);
  let path = '';
  for (let row = GROUND - h + 10; row < GROUND - 16; row += 20) {
    for (let column = 0; column < columns; column += 1) {
      const left = x + (w / columns) * (column + 0.5) - windowWidth / 2;
      path += `M${left} ${row}h${windowWidth}v11h${-windowWidth}Z`;
    }
  }
  return path;
}

/** The street runs on in mirror image, wide enough to fill a 1440 px screen without scaling up. */
const street = [...buildings, ...[...buildings].reverse()];

const layout = street.reduce<{ x: number; body: string; openings: string }>(
  (drawn, building) => ({
    x: drawn.x + building.width + GAP,
    body: drawn.body + outline(building, drawn.x),
    openings: drawn.openings + windows(building, drawn.x),
  }),
  { x: 0, body: '', openings: '' },
);

export function HeroSkyline({ className }: { className?: string }) {
  const width = layout.x - GAP;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${GROUND}`}
      preserveAspectRatio="xMidYMax slice"
      width={width}
      height={GROUND}
      className={className}
    >
      <path d={layout.body} fill="currentColor" />
      <path d={layout.openings} fill="var(--surface-muted)" />
    </svg>
  );
}
