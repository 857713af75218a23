import { Clock, Download, Mic, Newspaper, PlayCircle, Star, type LucideIcon } from 'lucide-react';
import type { NewsListing, NewsCategory } from '@content/news/articles';
import { Badge } from '@web/components/ui/badge';
import { clsx } from 'clsx';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { formatDate } from '@shared/format/dates';
import { readTimeLabel } from './news-format';
import { newsMessages } from './news-messages';

const categoryIcons: Record<NewsCategory, LucideIcon> = { News: Newspaper, Downloads: Download, Videos: PlayCircle, Podcasts: Mic };

/** The content type and Featured badges of an article. */
export function ArticleBadges({ article }: { article: NewsListing }) {
  const t = useMessages(newsMessages);
  const Icon = categoryIcons[article.category];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="primary">
        <Icon className="size-3" aria-hidden="true" />
        {t(`contentType.${article.category}`)}
      </Badge>
      {article.featured ? (
        <Badge tone="accent">
          <Star className="size-3" aria-hidden="true" />
          {t('article.featured')}
        </Badge>
      ) : null}
    </div>
  );
}

/** Publication date, reading time and, for signed stories, the author. */
export function ArticleByline({ article, className }: { article: NewsListing; className?: string }) {
  const locale = useLocale();
  const localized = useLocalized();
  const t = useMessages(newsMessages);
  return (
    <p className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted', className)}>
      {article.author ? <span className="font-medium text-fg">{t('article.byAuthor', { author: localized(article.author) })}</span> : null}
      <time dateTime={article.publishDate}>{formatDate(article.publishDate, locale)}</time>
      {article.readTime ? (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {readTimeLabel(article.readTime, t)}
        </span>
      ) : null}
    </p>
  );
}

/** The article's tags as a list. */
export function ArticleTags({ article }: { article: NewsListing }) {
  const localized = useLocalized();
  const t = useMessages(newsMessages);
  return (
    <ul aria-label={t('article.tags')} className="flex flex-wrap gap-2">
      {article.tags.map((tag) => (
        <li key={tag.en} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-fg-muted">
          #{localized(tag)}
        </li>
      ))}
    </ul>
  );
}
