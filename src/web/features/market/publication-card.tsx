import { Calendar, Download, FileStack } from 'lucide-react';
import type { Publication, Publications } from '@content/market/publications';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ContentDialog } from './content-dialog';
import { marketMessages } from './market-messages';
import { PublicationCover } from './publication-cover';
import { useMarketFormatters } from './use-market-formatters';

/** The page shows a teaser of each report; the rest is for members. */
const SHOWN_HIGHLIGHTS = 3;

export function PublicationCard({
  publication,
  membersOnly,
}: {
  publication: Publication;
  membersOnly: Publications['membersOnlyDialog'];
}) {
  const localized = useLocalized();
  const format = useMarketFormatters();
  const t = useMessages(marketMessages);
  const title = localized(publication.title);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm">
      <PublicationCover tone={publication.coverTone} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Badge>{localized(publication.type)}</Badge>
          <Badge tone="neutral">{localized(publication.category)}</Badge>
        </div>
        <h3 className="mt-4 text-lg font-semibold text-balance text-fg">{title}</h3>
        <p className="mt-2 text-fg-muted">{localized(publication.description)}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
          <li className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('publications.published')}: </span>
            <time dateTime={publication.publishDate}>{format.date(publication.publishDate)}</time>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <FileStack className="size-4" aria-hidden="true" />
            {t('publications.pages', { count: publication.pages })}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Download className="size-4" aria-hidden="true" />
            {t('publications.downloads', { count: publication.downloads })}
          </li>
        </ul>
        <h4 className="mt-5 text-sm font-semibold text-fg">{t('publications.highlights')}</h4>
        <ul className="mt-2 grid gap-2">
          {publication.highlights.slice(0, SHOWN_HIGHLIGHTS).map((highlight) => (
            <li key={highlight.en} className="flex gap-2.5 text-sm text-fg-muted">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
              {localized(highlight)}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <ContentDialog
            title={localized(membersOnly.title)}
            description={localized(membersOnly.text)}
            closeLabel={t('publications.close')}
            trigger={
              <Button className="w-full" aria-label={`${t('publications.downloadReport')}: ${title}`}>
                <Download aria-hidden="true" />
                {t('publications.downloadReport')}
              </Button>
            }
          >
            <ButtonLink size="lg" to={membersOnly.join.href}>
              {localized(membersOnly.join.label)}
            </ButtonLink>
          </ContentDialog>
        </div>
      </div>
    </article>
  );
}
