import { events } from '../../content/events/events';
import { articles, type NewsArticle } from '../../content/news/articles';
import { successText, pageCopy } from '../helpers/messages';
import { site } from '../../src/shared/site';
import { locales, localizePath, type Locale } from '../../src/shared/locales';
import { pageKeys, pagePath, pathTo, type PageKey } from '../../src/shared/routes';

export interface RouteCase {
  key: PageKey;
  locale: Locale;
  url: string;
  /** The page's title without the site name. */
  title: string;
  description: string;
  heading: string;
}

function firstArticle(): NewsArticle {
  const [first] = articles;
  if (!first) throw new Error('The news content has no articles');
  return first;
}
const sampleArticle = firstArticle();

const sampleEventId = 'qatar-national-day-reception';
function sampleEvent() {
  const event = events.find((item) => item.id === sampleEventId);
  if (!event) throw new Error(`The events content has no ${sampleEventId}`);
  return event;
}

/** A concrete URL for every route: dynamic routes get a real parameter. */
function concretePath(key: PageKey): string {
  if (key === 'newsArticle') return pathTo(key, { articleId: sampleArticle.id });
  if (key === 'eventDetail') return pathTo(key, { eventId: sampleEventId });
  if (key === 'checkout') return pathTo(key, { tierSlug: 'professional' });
  if (key === 'adminMember') return pathTo(key, { accountId: '00000000-0000-4000-8000-000000000000' });
  return pagePath(key);
}

export function routeCases(selectedLocales: readonly Locale[] = locales): RouteCase[] {
  return selectedLocales.flatMap((locale) =>
    pageKeys.map((key) => {
      const copy =
        key === 'newsArticle'
          ? { title: sampleArticle.title, description: sampleArticle.summary, heading: sampleArticle.title }
          : key === 'eventDetail'
            ? { title: sampleEvent().title, description: sampleEvent().description, heading: sampleEvent().title }
            : pageCopy[key];
      return {
        key,
        locale,
        url: localizePath(concretePath(key), locale),
        title: copy.title[locale],
        description: copy.description[locale],
        // Without a client secret in the query the success page shows the welcome directly (spec, section 2).
        heading:
          key === 'membershipSuccess' ? successText(locale, 'success.welcomeTitle', { name: site.name[locale] }) : copy.heading[locale],
      };
    }),
  );
}
