/**
 * The landmarks every illustration on the site is built from, as SVG path
 * data in a local frame: x from 0 to the landmark's width, the ground (or the
 * waterline) at y = 0, height upwards (negative y). Openings (windows, doors,
 * the museum's arch) are subpaths of the same path, cut out with the evenodd
 * rule, so the page's own background shows through in either theme.
 */

export type LandmarkName = 'canalHouses' | 'windmill' | 'erasmusBridge' | 'dhow' | 'museum' | 'westBay';

export interface Landmark {
  width: number;
  height: number;
  /** The silhouette with its openings, filled with the landmark's country colour (evenodd). */
  body: string;
  /** Overlapping solid pieces in the same colour (nonzero, so overlaps stay filled). */
  solid?: string;
  /** Thin lines (cables, masts, rigging), stroked. */
  lines?: string;
  /** A second, lighter surface (a sail). */
  cloth?: string;
}

const rect = (x: number, y: number, width: number, height: number): string => `M${x} ${y}h${width}v${height}h${-width}z`;

/** Rows of windows between two heights, in the given columns. */
function windowGrid(columns: number[], top: number, bottom: number, width: number, height: number, pitch: number): string {
  let path = '';
  for (let y = top; y + height <= bottom; y += pitch) for (const x of columns) path += rect(x, y, width, height);
  return path;
}

type Gable = 'step' | 'neck' | 'bell' | 'spout';

/** One Amsterdam canal house, 30 wide: its gable, two columns of windows and a door. */
function canalHouse(x: number, height: number, gable: Gable): string {
  const top = -height;
  let outline = `M${x} 0V${top}`;
  switch (gable) {
    case 'step':
      outline += 'v-6h5v-6h5v-6h10v6h5v6h5v6';
      break;
    case 'neck':
      outline += 'q5 0 7-7v-14l8-6 8 6v14q2 7 7 7';
      break;
    case 'bell':
      outline += 'h4c0-8 4-10 4-16q7-10 14 0c0 6 4 8 4 16h4';
      break;
    case 'spout':
      outline += 'l15-18 15 18';
      break;
  }
  outline += 'V0z';
  return outline + windowGrid([x + 6, x + 18], top + 6, -16, 6, 9, 15) + rect(x + 11, -12, 8, 12);
}

const houses: [number, Gable][] = [
  [64, 'step'],
  [56, 'bell'],
  [70, 'neck'],
  [52, 'spout'],
  [62, 'step'],
];

/** A row of five gabled canal houses, shoulder to shoulder. */
const canalHouses: Landmark = {
  width: houses.length * 32 - 2,
  height: 88,
  body: houses.map(([height, gable], index) => canalHouse(index * 32, height, gable)).join(''),
};

/** One sail pointing up from the hub: its spar (solid) and its lattice frame (lines); the other three are it turned. */
const spar: [number, number][] = [
  [-1.2, -3],
  [-1.2, -44],
  [1.2, -44],
  [1.2, -3],
];
const lattice: [number, number][][] = [
  [
    [1.2, -10],
    [8, -10],
    [8, -43],
    [1.2, -43],
  ],
  ...[-18.5, -27, -35.5].map((y): [number, number][] => [
    [1.2, y],
    [8, y],
  ]),
];
const hub = { x: 24, y: -70 };
const sailTurns = [25, 115, 205, 295];

const round = (value: number): number => Math.round(value * 10) / 10;

/** A polyline turned about the hub; the turn is baked into the path so the windmill stays two paths. */
function turned(points: [number, number][], degrees: number, close: boolean): string {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const point = ([x, y]: [number, number]) => `${round(hub.x + x * cos - y * sin)} ${round(hub.y + x * sin + y * cos)}`;
  return `M${points.map(point).join('L')}${close ? 'z' : ''}`;
}

/** A smock mill: a tapering tower with a door and a window, a gallery, a cap and four lattice sails. */
const windmill: Landmark = {
  width: 48,
  height: 116,
  body: `M10 0l6-70h16l6 70zM14-70q10-14 20 0zM19 0v-14a5 5 0 0 1 10 0v14z${rect(21, -50, 6, 8)}`,
  solid: rect(4, -30, 40, 4) + sailTurns.map((turn) => turned(spar, turn, true)).join('') + 'M21-70a3 3 0 0 1 6 0a3 3 0 0 1-6 0z',
  lines: sailTurns.flatMap((turn) => lattice.map((line, index) => turned(line, turn, index === 0))).join(''),
};

/**
 * Rotterdam's Erasmus bridge: the bent "swan" pylon, its fan of stays, the
 * deck and the piers, 260 wide.
 */
const erasmusBridge: Landmark = {
  width: 260,
  height: 124,
  body: '',
  solid: `${rect(0, -22, 260, 5)}M64-17l8-56-6-48h7l7 48-6 56z${rect(22, -17, 6, 17)}${rect(66, -17, 8, 17)}${rect(200, -17, 6, 17)}`,
  lines: [100, 130, 160, 190, 220, 250].map((x) => `M73-112L${x}-22`).join('') + [10, 30, 50].map((x) => `M70-104L${x}-22`).join(''),
};

/** A dhow under its lateen sail, sitting on the waterline. */
const dhow: Landmark = {
  width: 96,
  height: 84,
  body: 'M0-18l12 18h66l18-24-22 8z',
  lines: 'M46-16v-68M6-24l80-62',
  cloth: 'M10-24q30-14 74-60l-8 66z',
};

/**
 * The Museum of Islamic Art: stepped, chamfered blocks rising to the high
 * central block with its narrow window, an arched entrance below.
 */
const museum: Landmark = {
  width: 140,
  height: 104,
  body:
    'M0 0v-14h20v-38l6-6h12v-20l6-6h12v-20l4-4h20l4 4v20h12l6 6v20h12l6 6v38h20v14z' +
    'M62 0v-24a8 8 0 0 1 16 0v24z' +
    rect(63, -92, 14, 4) +
    rect(34, -44, 6, 10) +
    rect(100, -44, 6, 10),
};

/** Doha's West Bay: the domed cylinder of the Doha Tower, the waisted Tornado Tower and their neighbours. */
const westBay: Landmark = {
  width: 210,
  height: 150,
  body:
    `M0 0v-76h26v76z${windowGrid([5, 15], -70, -8, 6, 3, 8)}` +
    `M32 0v-120q0-14 14-18v-12h2v12q14 4 14 18v120z${windowGrid([38, 50], -112, -8, 6, 2, 7)}` +
    `M68 0q12-64 0-128h28q-12 64 0 128z${windowGrid([78], -120, -8, 8, 2, 8)}` +
    `M104 0v-96l26-16v112z${windowGrid([110, 120], -88, -8, 5, 3, 9)}` +
    `M138 0v-84l12-18 12 18v84z${windowGrid([144, 152], -76, -8, 4, 6, 10)}` +
    `M170 0v-58h40v58z${windowGrid([176, 188, 200], -52, -8, 5, 4, 9)}`,
};

export const landmarks: Record<LandmarkName, Landmark> = { canalHouses, windmill, erasmusBridge, dhow, museum, westBay };

/** Which country each landmark stands for, which sets its colour. */
export const landmarkCountry: Record<LandmarkName, 'qatar' | 'netherlands'> = {
  canalHouses: 'netherlands',
  windmill: 'netherlands',
  erasmusBridge: 'netherlands',
  dhow: 'qatar',
  museum: 'qatar',
  westBay: 'qatar',
};
