/** A point as [longitude, latitude] in degrees. */
type LonLat = readonly [number, number];

/** A country drawn in its own frame of the map, at its own scale: the two are 4,900 km apart. */
export interface MapPanel {
  /** The area shown, in degrees. */
  bounds: { west: number; east: number; south: number; north: number };
  /** Where the panel sits in the map's 640 × 400 view box. */
  box: { x: number; y: number; height: number };
  /** The coast and borders, simplified to a few dozen points. */
  outline: readonly LonLat[];
}

const netherlands: MapPanel = {
  bounds: { west: 3.2, east: 7.4, south: 50.6, north: 53.7 },
  box: { x: 40, y: 70, height: 260 },
  outline: [
    [3.37, 51.37],
    [3.8, 51.21],
    [4.24, 51.37],
    [4.4, 51.36],
    [4.78, 51.5],
    [5.0, 51.47],
    [5.23, 51.27],
    [5.5, 51.3],
    [5.85, 51.15],
    [5.7, 50.75],
    [6.02, 50.76],
    [6.08, 50.9],
    [5.9, 51.0],
    [6.17, 51.18],
    [6.22, 51.38],
    [6.05, 51.56],
    [5.95, 51.75],
    [6.4, 51.83],
    [6.83, 51.97],
    [6.7, 52.05],
    [7.07, 52.24],
    [6.95, 52.44],
    [6.7, 52.49],
    [7.05, 52.64],
    [7.2, 53.0],
    [7.2, 53.25],
    [6.9, 53.35],
    [6.7, 53.47],
    [6.15, 53.42],
    [5.6, 53.3],
    [5.4, 53.2],
    [5.05, 52.95],
    [4.75, 52.96],
    [4.6, 52.45],
    [4.45, 52.2],
    [4.12, 51.99],
    [3.85, 51.8],
    [3.7, 51.7],
    [3.45, 51.55],
    [3.6, 51.45],
  ],
};

const qatar: MapPanel = {
  bounds: { west: 50.55, east: 51.85, south: 24.35, north: 26.35 },
  box: { x: 430, y: 70, height: 260 },
  outline: [
    [50.81, 24.75],
    [51.1, 24.62],
    [51.3, 24.58],
    [51.42, 24.66],
    [51.6, 24.98],
    [51.61, 25.17],
    [51.62, 25.25],
    [51.54, 25.33],
    [51.56, 25.42],
    [51.5, 25.6],
    [51.52, 25.72],
    [51.56, 25.9],
    [51.42, 26.08],
    [51.22, 26.15],
    [51.1, 26.05],
    [51.05, 25.9],
    [50.95, 25.6],
    [50.87, 25.45],
    [50.78, 25.3],
    [50.75, 25.0],
  ],
};

export const mapPanels = { netherlands, qatar } as const;

/** A panel's width keeps its shape: a degree of longitude is cos(latitude) of a degree of latitude. */
function scaleOf({ bounds, box }: MapPanel) {
  const y = box.height / (bounds.north - bounds.south);
  const x = y * Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  return { x, y };
}

export function panelWidth(panel: MapPanel): number {
  return (panel.bounds.east - panel.bounds.west) * scaleOf(panel).x;
}

/** A place's point in the view box. */
export function project(panel: MapPanel, [lon, lat]: LonLat): { x: number; y: number } {
  const scale = scaleOf(panel);
  return {
    x: Math.round((panel.box.x + (lon - panel.bounds.west) * scale.x) * 10) / 10,
    y: Math.round((panel.box.y + (panel.bounds.north - lat) * scale.y) * 10) / 10,
  };
}

export function outlinePath(panel: MapPanel): string {
  const points = panel.outline.map((point) => project(panel, point));
  return `${points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')} Z`;
}
