import { ArrowRight, ChevronDown, Clock, Download, Mic, Newspaper, PlayCircle, Star, type LucideIcon } from 'lucide-react';
import type { NewsArticle, NewsCategory } from '@content/news/articles';
import { contentTypeLabels, newsPage } from '@content/news/news-page';
import { Badge } from '@web/components/ui/badge';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { formatNewsDate, readTimeLabel } from './news-format';

const categoryIcons: Record<NewsCategory, LucideIcon> = { News: Newspaper, Downloads: Download, Videos: PlayCircle, Podcasts: Mic };

/**
 * One article with its full text in a disclosure, so it also opens without
 * JavaScript; /news#article-<id> opens it (see useArticleFromHash).
 */
export function ArticleCard({ article }: { article: NewsArticle }) {
  const locale = useLocale();
  const localized = useLocalized();
  const labels = newsPage.article;
  const Icon = categoryIcons[article.category];
  const titleId = `article-${article.id}-title`;

  return (
    <article
      id={`article-${article.id}`}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">
          <Icon className="size-3" aria-hidden="true" />
          {localized(contentTypeLabels[article.category])}
        </Badge>
        {article.featured ? (
          <Badge tone="accent">
            <Star className="size-3" aria-hidden="true" />
            {localized(labels.featured)}
          </Badge>
        ) : null}
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <time dateTime={article.publishDate}>{formatNewsDate(article.publishDate, locale)}</time>
        {article.readTime ? (
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {readTimeLabel(article.readTime, labels, locale)}
          </span>
        ) : null}
      </p>
      <h3 id={titleId} className="mt-2 text-lg font-semibold text-balance text-fg">
        {localized(article.title)}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{localized(article.summary)}</p>
      <ul aria-label={localized(labels.tags)} className="mt-4 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag.en} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-fg-muted">
            #{localized(tag)}
          </li>
        ))}
      </ul>
      <details className="group mt-auto pt-5">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{localized(labels.open)}</span>
          <span className="hidden group-open:inline">{localized(labels.close)}</span>
          <span className="sr-only">: {localized(article.title)}</span>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="mt-4 grid gap-3 border-t border-border pt-4 text-sm leading-relaxed text-fg">
          {article.content.map((paragraph) => (
            <p key={paragraph.en}>{localized(paragraph)}</p>
          ))}
          {article.related ? (
            <LocalizedLink
              to={article.related.href}
              className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
            >
              {localized(article.related.label)}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </LocalizedLink>
          ) : null}
        </div>
      </details>
    </article>
  );
}
