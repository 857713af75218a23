import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { articles, type NewsArticle } from '@content/news/articles';
import { defaultNewsFilters, newsFiltersToParams, pageOfArticle, type NewsFilters } from './news-query';

const HASH_PREFIX = '#article-';

/**
 * /news#article-<id> opens that article. If the current filters hide it, the
 * filters are cleared; if it is on another page, that page is shown first.
 * Runs only after hydration: the prerendered HTML knows no hash.
 */
export function useArticleFromHash(hydrated: boolean, list: NewsArticle[], filters: NewsFilters) {
  const { hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!hydrated || !hash.startsWith(HASH_PREFIX)) return;
    const id = decodeURIComponent(hash.slice(HASH_PREFIX.length));
    if (!articles.some((article) => article.id === id)) return;

    const page = pageOfArticle(list, id);
    const showFilters = (target: NewsFilters) =>
      navigate({ search: newsFiltersToParams(target).toString(), hash }, { replace: true, preventScrollReset: true });
    if (page === undefined) {
      showFilters(defaultNewsFilters);
      return;
    }
    if (page !== filters.page) {
      showFilters({ ...filters, page });
      return;
    }
    const element = document.getElementById(`article-${id}`);
    element?.querySelector('details')?.setAttribute('open', '');
    element?.scrollIntoView({ block: 'start' });
  }, [hydrated, hash, list, filters, navigate]);
}
