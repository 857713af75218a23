import { ArrowRight } from 'lucide-react';
import type { NewsListing } from '@content/news/articles';
import { pathTo } from '@shared/routes';
import { CoverArt } from '@web/components/illustration/cover-art';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { ArticleBadges, ArticleByline, ArticleTags } from './article-meta';
import { newsMessages } from './news-messages';

/** One article in a list: its summary and a link to its own page. */
export function ArticleCard({ article }: { article: NewsListing }) {
  const localized = useLocalized();
  const t = useMessages(newsMessages);
  const title = localized(article.title);
  const titleId = `article-${article.id}-title`;

  return (
    <article
      id={`article-${article.id}`}
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm"
    >
      <CoverArt id={article.id} title={title} category={article.category} />
      <div className="flex flex-1 flex-col p-6">
        <ArticleBadges article={article} />
        <ArticleByline article={article} className="mt-4" />
        <h3 id={titleId} className="mt-2 text-lg font-semibold text-balance text-fg">
          {title}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-fg-muted">{localized(article.summary)}</p>
        <div className="mt-4">
          <ArticleTags article={article} />
        </div>
        <LocalizedLink
          to={pathTo('newsArticle', { articleId: article.id })}
          aria-label={t('article.openTitled', { title })}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 text-sm font-semibold text-primary hover:underline"
        >
          {t('article.open')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </LocalizedLink>
      </div>
    </article>
  );
}
