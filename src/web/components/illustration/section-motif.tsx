import { Illustration, type Placement } from './illustration';

export type MotifSection = 'marketInfo' | 'services' | 'about' | 'events' | 'news' | 'contact';

const ground = 160;

/** Each section's own arrangement of the shared landmarks, so a section is recognisable by its header. */
const motifs: Record<MotifSection, { placements: Placement[]; sun: { x: number; y: number; r: number } }> = {
  marketInfo: {
    placements: [
      { name: 'canalHouses', x: 24, y: ground, scale: 1.2 },
      { name: 'westBay', x: 260, y: ground },
    ],
    sun: { x: 236, y: 46, r: 32 },
  },
  services: {
    placements: [
      { name: 'erasmusBridge', x: 12, y: ground },
      { name: 'dhow', x: 284, y: ground },
      { name: 'westBay', x: 388, y: ground, scale: 0.62 },
    ],
    sun: { x: 350, y: 52, r: 30 },
  },
  about: {
    placements: [
      { name: 'windmill', x: 36, y: ground, scale: 1.2 },
      { name: 'canalHouses', x: 124, y: ground, scale: 0.9 },
      { name: 'museum', x: 300, y: ground, scale: 1.25 },
    ],
    sun: { x: 250, y: 44, r: 30 },
  },
  events: {
    placements: [
      { name: 'museum', x: 20, y: ground },
      { name: 'dhow', x: 168, y: ground, scale: 0.8 },
      { name: 'windmill', x: 270, y: ground, scale: 1.1 },
      { name: 'canalHouses', x: 350, y: ground, scale: 0.95 },
    ],
    sun: { x: 120, y: 40, r: 28 },
  },
  news: {
    placements: [
      { name: 'westBay', x: 20, y: ground, scale: 0.9 },
      { name: 'dhow', x: 214, y: ground },
      { name: 'canalHouses', x: 328, y: ground, scale: 1.1 },
    ],
    sun: { x: 300, y: 46, r: 26 },
  },
  contact: {
    placements: [
      { name: 'windmill', x: 24, y: ground, scale: 1.1 },
      { name: 'erasmusBridge', x: 104, y: ground, scale: 0.7 },
      { name: 'dhow', x: 290, y: ground, scale: 0.9 },
      { name: 'museum', x: 384, y: ground, scale: 0.9 },
    ],
    sun: { x: 330, y: 42, r: 26 },
  },
};

/** A section's header illustration, 520 × 160, standing on the header's lower edge. */
export function SectionMotif({ section, className }: { section: MotifSection; className?: string }) {
  const { placements, sun } = motifs[section];
  return <Illustration width={520} height={ground} ground={ground} placements={placements} sun={sun} className={className} />;
}
