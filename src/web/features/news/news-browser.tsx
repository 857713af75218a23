import { EmptyState } from '@web/components/empty-state';
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import type { NewsListing } from '@content/news/articles';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { ArticleCard } from './article-card';
import { NewsFilterBar } from './news-filter-bar';
import { newsMessages } from './news-messages';
import { NewsPagination } from './news-pagination';
import { articleYears, countByType, filterNews, paginate } from './news-query';
import { useNewsFilters } from './use-news-filters';
import { HydrateInTurn } from '@web/page-runtime/in-turn';

/** Search, filters, one page of articles and the page buttons, over the articles the page gives it (in its language). */
export function NewsBrowser({ listId, articles }: { listId: string; articles: NewsListing[] }) {
  const locale = useLocale();
  const t = useMessages(newsMessages);
  const { filters, update, clear } = useNewsFilters();
  const matches = useMemo(() => filterNews(articles, filters, locale), [articles, filters, locale]);
  const years = useMemo(() => articleYears(articles), [articles]);
  const counts = countByType(articles, filters, locale);
  const { items, page, pageCount } = paginate(matches, filters.page);

  const showPage = (next: number) => {
    update({ page: next });
    document.getElementById(listId)?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="grid gap-8">
      <NewsFilterBar filters={filters} counts={counts} years={years} onChange={update} onClear={clear} />
      <p role="status" className="text-sm font-medium text-fg-muted">
        {t('filters.results', { count: matches.length })}
      </p>
      {items.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {items.map((article) => (
            <li key={article.id}>
              <HydrateInTurn>
                <ArticleCard article={article} />
              </HydrateInTurn>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={SearchX} title={t('empty.title')} text={t('empty.text')} actionLabel={t('filters.clear')} onAction={clear} />
      )}
      <NewsPagination page={page} pageCount={pageCount} onPage={showPage} />
    </div>
  );
}
