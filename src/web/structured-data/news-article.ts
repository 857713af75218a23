import type { NewsArticle as NewsArticleNode } from 'schema-dts';
import type { NewsArticle } from '@content/news/articles';
import type { Locale } from '@shared/locales';
import { organizationId } from './json-ld';

/** Search engines cut a headline at 110 characters. */
const HEADLINE_MAX = 110;

/**
 * An article of the news pages: `url` is its page, `imageUrl` its Open
 * Graph image; the chamber publishes it, and a member of staff signs it when
 * the article names one.
 */
export function newsArticleJsonLd(article: NewsArticle, locale: Locale, url: string, imageUrl: string): NewsArticleNode {
  const organization = { '@id': organizationId(new URL(url).origin) };
  const headline = article.title[locale];
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1)}…` : headline,
    description: article.summary[locale],
    inLanguage: locale,
    datePublished: article.publishDate,
    image: imageUrl,
    articleSection: article.category,
    keywords: article.tags.map((tag) => tag[locale]).join(', '),
    author: article.author ? { '@type': 'Person', name: article.author[locale] } : organization,
    publisher: organization,
  };
}
