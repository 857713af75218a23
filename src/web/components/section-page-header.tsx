import type { ComponentProps } from 'react';
import { splitLocale } from '@shared/locales';
import { usePageLocation } from '@web/page-runtime/page-location';
import { SectionMotif, type MotifSection } from './illustration/section-motif';
import { PageHeader } from './page-header';

/** The first segment of a path names its section. */
const sectionOfSegment: Record<string, MotifSection> = {
  'market-info': 'marketInfo',
  services: 'services',
  about: 'about',
  events: 'events',
  news: 'news',
  contact: 'contact',
};

/**
 * The page header of a page in one of the site's sections, with that
 * section's illustration. Prerendered pages only: an island keeps the plain
 * header, so the drawing never ships as JavaScript.
 */
export function SectionPageHeader(props: Omit<ComponentProps<typeof PageHeader>, 'illustration'>) {
  const { path } = splitLocale(usePageLocation().pathname);
  const section = sectionOfSegment[path.split('/')[1] ?? ''];
  return (
    <PageHeader
      {...props}
      illustration={section ? <SectionMotif section={section} className="aspect-[13/4] h-auto w-64 sm:w-80 xl:w-[28rem]" /> : undefined}
    />
  );
}
