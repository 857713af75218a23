import { articles } from '../content/news/articles';
import { pathTo, prerenderPath, type PageKey } from '../src/shared/routes';

/**
 * The English paths a page is prerendered at: one per article for the article
 * route, the shell for other routes with parameters, else the page's own path.
 */
export function prerenderedPaths(key: PageKey): string[] {
  if (key === 'newsArticle') return articles.map((article) => pathTo(key, { articleId: article.id }));
  return [prerenderPath(key)];
}
