import { Illustration, type Placement } from './illustration';

const width = 1440;
const ground = 172;

/**
 * The Netherlands on the west and Doha on the east, as on a map: canal
 * houses, a windmill and the Erasmus bridge, then a dhow crossing to the
 * Museum of Islamic Art and West Bay. Not mirrored in Arabic: it is
 * geography, not reading order. A phone sees the middle of it (the bridge,
 * the dhow, the museum).
 */
const placements: Placement[] = [
  { name: 'canalHouses', x: 36, y: ground },
  { name: 'windmill', x: 210, y: ground, scale: 1.15 },
  { name: 'canalHouses', x: 284, y: ground, scale: 0.9 },
  { name: 'erasmusBridge', x: 440, y: ground },
  { name: 'dhow', x: 724, y: ground + 8, scale: 0.9 },
  { name: 'museum', x: 846, y: ground },
  { name: 'westBay', x: 1024, y: ground, scale: 1.2 },
  { name: 'dhow', x: 1300, y: ground + 6, scale: 0.6 },
];

export function SkylineScene({ className }: { className?: string }) {
  return (
    <Illustration
      width={width}
      height={200}
      ground={ground}
      placements={placements}
      sun={{ x: 960, y: 60, r: 44 }}
      crop
      className={className}
    />
  );
}
