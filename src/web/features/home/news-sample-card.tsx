import { ArrowRight, Clock } from 'lucide-react';
import type { NewsSample } from '@content/home/news-samples';
import { formatDate } from '@shared/format/dates';
import { pathTo } from '@shared/routes';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';
import { InitialsAvatar } from './initials-avatar';

export function NewsSampleCard({ sample, readTimeMinutes }: { sample: NewsSample; readTimeMinutes: number }) {
  const localized = useLocalized();
  const locale = useLocale();
  const t = useMessages(homeMessages);
  const title = localized(sample.title);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm">
      <div className="h-1.5 bg-gradient-to-r from-primary to-accent rtl:bg-gradient-to-l" aria-hidden="true" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          <Badge>{localized(sample.category)}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t('news.readTime', { minutes: readTimeMinutes })}
          </span>
        </div>
        <h3 className="mt-4 text-lg font-semibold text-balance text-fg">{title}</h3>
        <p className="mt-3 text-fg-muted">{localized(sample.excerpt)}</p>
        <div className="mt-6 flex items-center gap-3 border-t border-border pt-5">
          <InitialsAvatar name={sample.author.en} />
          <p className="grid text-sm">
            <span className="font-medium text-fg">{t('news.byAuthor', { author: localized(sample.author) })}</span>
            <time dateTime={sample.publishDate} className="text-fg-muted">
              {formatDate(sample.publishDate, locale)}
            </time>
          </p>
        </div>
        <LocalizedLink
          to={pathTo('newsArticle', { articleId: sample.id })}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary hover:underline"
        >
          {t('news.readMore')}
          {/* The article's title, read aloud and seen by crawlers, says where the link leads. */}
          <span className="sr-only">: {title}</span>
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </LocalizedLink>
      </div>
    </article>
  );
}
