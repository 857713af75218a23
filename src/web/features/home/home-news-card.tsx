import { ArrowRight, Clock } from 'lucide-react';
import type { NewsListing } from '@content/news/articles';
import { formatDate } from '@shared/format/dates';
import { pathTo } from '@shared/routes';
import { site } from '@shared/site';
import { LogoMark } from '@web/app/logo';
import { CoverArt } from '@web/components/illustration/cover-art';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';
import { InitialsAvatar } from './initials-avatar';

/** One story on the home page; a story no one on the staff signed is the chamber's. */
export function HomeNewsCard({ article, category, readTimeMinutes }: { article: NewsListing; category: string; readTimeMinutes: number }) {
  const localized = useLocalized();
  const locale = useLocale();
  const t = useMessages(homeMessages);
  const title = localized(article.title);
  const author = article.author ? localized(article.author) : localized(site.name);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm">
      <CoverArt id={article.id} title={title} category={article.category} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          <Badge>{category}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t('news.readTime', { minutes: readTimeMinutes })}
          </span>
        </div>
        <h3 className="mt-4 text-lg font-semibold text-balance text-fg">{title}</h3>
        <p className="mt-3 text-fg-muted">{localized(article.summary)}</p>
        <div className="mt-6 flex items-center gap-3 border-t border-border pt-5">
          {article.author ? <InitialsAvatar name={article.author.en} /> : <LogoMark className="size-10 shrink-0" />}
          <p className="grid text-sm">
            <span className="font-medium text-fg">{t('news.byAuthor', { author })}</span>
            <time dateTime={article.publishDate} className="text-fg-muted">
              {formatDate(article.publishDate, locale)}
            </time>
          </p>
        </div>
        <LocalizedLink
          to={pathTo('newsArticle', { articleId: article.id })}
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
