import type { NewsCategory } from '@content/news/articles';
import type { LandmarkName } from './landmarks';
import { nameHash, pick } from './name-hash';
import { palettes, type Palette } from './palettes';

export type CoverPattern = 'rings' | 'stripes' | 'dots';
const patterns: CoverPattern[] = ['rings', 'stripes', 'dots'];
const coverLandmarks: LandmarkName[] = ['canalHouses', 'windmill', 'erasmusBridge', 'dhow', 'museum', 'westBay'];

/** Each kind of item has its own colours, so a list reads at a glance. */
const categoryPalette: Record<NewsCategory, Palette> = {
  News: palettes[0],
  Videos: palettes[3],
  Podcasts: palettes[4],
  Downloads: palettes[1],
};

export interface CoverDesign {
  category: NewsCategory;
  palette: Palette;
  landmark: LandmarkName;
  pattern: CoverPattern;
  /** The title's first letter, drawn large. */
  initial: string;
  /** Where the pattern is centred, as a share of the cover's width. */
  focus: number;
}

/**
 * A news item's cover, worked out from its data alone: the category sets the
 * colours and the glyph, the item's id chooses the landmark, the pattern and
 * where it sits (so every language shows the same picture), and the title in
 * the page's language gives the initial.
 */
export function coverDesignOf({ id, title, category }: { id: string; title: string; category: NewsCategory }): CoverDesign {
  const hash = nameHash(id);
  return {
    category,
    palette: categoryPalette[category],
    landmark: coverLandmarks[pick(hash, 0, coverLandmarks.length)] ?? 'dhow',
    pattern: patterns[pick(hash, 1, patterns.length)] ?? 'rings',
    initial: Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '',
    focus: 0.2 + pick(hash, 2, 7) / 10,
  };
}
