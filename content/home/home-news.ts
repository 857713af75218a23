import type { Localized } from '@shared/locales';

/** The home page's news section: its copy; the stories are the newest of the news content (`latestArticles`). */
export interface HomeNewsSection {
  heading: Localized;
  intro: Localized;
  /** How many of the newest stories the section shows. */
  count: number;
  /** Reading time shown for a story that gives none. */
  defaultReadTimeMinutes: number;
  viewAllHref: string;
}

export const homeNews: HomeNewsSection = {
  heading: { en: 'Latest News & Insights', ar: 'آخر الأخبار والتحليلات', nl: 'Laatste nieuws & inzichten' },
  intro: {
    en: 'Announcements, market analysis and stories from our members in Qatar and the Netherlands.',
    ar: 'إعلانات وتحليلات للأسواق وقصص من أعضائنا في قطر وهولندا.',
    nl: 'Mededelingen, marktanalyses en verhalen van onze leden in Qatar en Nederland.',
  },
  count: 3,
  defaultReadTimeMinutes: 5,
  viewAllHref: '/news',
};
