import type { BreadcrumbList } from 'schema-dts';
import { siteHref } from './json-ld';

/** One step of the trail: its name as the page shows it, its path in the page's language. */
export interface TrailStep {
  name: string;
  path: string;
}

/** The trail from the home page to this page, positions from 1; every step, the last included, has its URL. */
export function breadcrumbListJsonLd(trail: TrailStep[], siteUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: siteHref(siteUrl, step.path),
    })),
  };
}
