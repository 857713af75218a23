import { describe, expect, it } from 'vitest';
import { allLocaleTexts } from '@web/i18n/all-locale-texts';
import { headTags } from './head-tags';
import { pageHead, type PageHeadSource } from './page-head';

const noQuery = new URLSearchParams();

function headOf(source: Partial<PageHeadSource> & Pick<PageHeadSource, 'page' | 'englishPath'>) {
  const locale = source.locale ?? 'en';
  return pageHead({ pageCopy: allLocaleTexts[locale].pageCopy, locale, query: noQuery, ...source });
}

describe('pageHead', () => {
  it('names the page, then the site; the home page the other way round', () => {
    expect(headOf({ page: 'membership', englishPath: '/membership' }).title).toBe(
      'Membership Options | Qatar–Netherlands Chamber of Commerce',
    );
    expect(headOf({ page: 'home', englishPath: '/' }).title).toMatch(/^Qatar–Netherlands Chamber of Commerce \| /);
  });

  it('points canonical and alternates at the page in each language, English as the default', () => {
    const head = headOf({ page: 'events', englishPath: '/events', locale: 'ar' });
    expect(head.canonicalPath).toBe('/ar/events');
    expect(head.alternates).toEqual([
      { hrefLang: 'en', path: '/events' },
      { hrefLang: 'ar', path: '/ar/events' },
      { hrefLang: 'nl', path: '/nl/events' },
      { hrefLang: 'x-default', path: '/events' },
    ]);
  });

  it('takes a dynamic page’s own title and description', () => {
    const head = headOf({ page: 'newsArticle', englishPath: '/news/x', own: { title: 'An article', description: 'What it says' } });
    expect(head.title).toBe('An article | Qatar–Netherlands Chamber of Commerce');
    expect(head.description).toBe('What it says');
  });

  it('keeps private pages, the 404 page and query variants out of search', () => {
    expect(headOf({ page: 'news', englishPath: '/news' }).indexable).toBe(true);
    expect(headOf({ page: 'login', englishPath: '/login' }).indexable).toBe(false);
    expect(headOf({ page: 'notFound', englishPath: '/nope' }).indexable).toBe(false);
    expect(headOf({ page: 'contact', englishPath: '/contact', query: new URLSearchParams('department=legal') }).indexable).toBe(false);
    expect(headOf({ page: 'passwordReset', englishPath: '/reset-password', query: new URLSearchParams('token=abc') }).indexable).toBe(
      false,
    );
    // A query the server has no variant for shows the page itself.
    expect(headOf({ page: 'contact', englishPath: '/contact', query: new URLSearchParams('department=unknown') }).indexable).toBe(true);
  });
});

describe('headTags', () => {
  const names = (tags: ReturnType<typeof headTags>) =>
    tags.map((tag) =>
      tag.element === 'title'
        ? 'title'
        : `${tag.element} ${Object.values(tag.attributes)
            .slice(0, tag.element === 'link' && tag.attributes.rel === 'alternate' ? 2 : 1)
            .join(' ')}`,
    );

  it('gives a dynamic route\u2019s shell no canonical, Open Graph or language URL: it is served for every tier or member', () => {
    const tags = headTags(headOf({ page: 'checkout', englishPath: '/membership/checkout/_', locale: 'en' }), 'https://example.org');
    expect(names(tags)).not.toContain('link canonical');
    expect(names(tags)).not.toContain('meta og:url');
    expect(names(tags).filter((name) => name.startsWith('link alternate'))).toEqual([]);
    expect(names(tags)).toContain('meta robots');
    const page = headTags(
      headOf({ page: 'checkout', englishPath: '/membership/checkout/professional', locale: 'en' }),
      'https://example.org',
    );
    expect(page).toContainEqual({
      element: 'link',
      attributes: { rel: 'canonical', href: 'https://example.org/membership/checkout/professional' },
    });
  });

  it('lists the tags in the order the prerendered pages carry them, absolute to the site', () => {
    const tags = headTags(headOf({ page: 'login', englishPath: '/login', locale: 'nl' }), 'https://example.org');
    expect(names(tags)).toEqual([
      'title',
      'meta description',
      'meta robots',
      'link canonical',
      'link alternate en',
      'link alternate ar',
      'link alternate nl',
      'link alternate x-default',
      'meta og:type',
      'meta og:site_name',
      'meta og:title',
      'meta og:description',
      'meta og:url',
      'meta og:image',
      'meta og:image:type',
      'meta og:image:width',
      'meta og:image:height',
      'meta og:image:alt',
      'meta og:locale',
      'meta og:locale:alternate',
      'meta og:locale:alternate',
      'meta twitter:card',
    ]);
    expect(tags).toContainEqual({ element: 'meta', attributes: { property: 'og:url', content: 'https://example.org/nl/login' } });
    expect(tags).toContainEqual({ element: 'meta', attributes: { property: 'og:locale', content: 'nl_NL' } });
  });

  it('names the languages as Open Graph does, and points every page at a large preview image', () => {
    const tags = headTags(headOf({ page: 'history', englishPath: '/about/history', locale: 'ar' }), 'https://example.org');
    const contents = (property: string) =>
      tags.flatMap((tag) => (tag.element === 'meta' && tag.attributes.property === property ? [tag.attributes.content] : []));
    expect(contents('og:locale')).toEqual(['ar_QA']);
    expect(contents('og:locale:alternate')).toEqual(['en_US', 'nl_NL']);
    expect(contents('og:image')).toEqual(['https://example.org/og/ar/about/history.png']);
    expect(tags).toContainEqual({ element: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } });
  });

  it('gives a page kept out of search the site’s image in its language, and the home page its own', () => {
    expect(headOf({ page: 'login', englishPath: '/login', locale: 'nl' }).ogImage).toEqual({
      path: '/og/nl/home.png',
      alt: 'Qatarees-Nederlandse Kamer van Koophandel',
    });
    expect(headOf({ page: 'home', englishPath: '/' }).ogImage.path).toBe('/og/en/home.png');
  });

  it('has no robots tag for an indexable page', () => {
    const tags = headTags(headOf({ page: 'news', englishPath: '/news' }), 'https://example.org');
    expect(tags.some((tag) => tag.element === 'meta' && tag.attributes.name === 'robots')).toBe(false);
  });
});
