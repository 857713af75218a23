import type { NewsArticle } from '@content/news/articles';

/** Up to `count` other articles to read next: the same content type first, newest first within each group. */
export function relatedArticles(all: NewsArticle[], current: NewsArticle, count = 3): NewsArticle[] {
  const sameType = (article: NewsArticle) => (article.category === current.category ? 0 : 1);
  return all
    .filter((article) => article.id !== current.id)
    .sort((a, b) => sameType(a) - sameType(b) || b.publishDate.localeCompare(a.publishDate))
    .slice(0, count);
}
