import { Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NewsletterOffer } from '@content/market/publications';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ContentDialog } from './content-dialog';
import { marketMessages } from './market-messages';

/** A newsletter and its Subscribe button; the page supplies the form the dialog shows. */
export function NewsletterCard({ offer, subscribeForm }: { offer: NewsletterOffer; subscribeForm: ReactNode }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const title = localized(offer.title);
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <Badge tone="secondary">{localized(offer.frequency)}</Badge>
      </div>
      <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 text-fg-muted">{localized(offer.description)}</p>
      <p className="mt-4 inline-flex items-center gap-2 text-sm text-fg-muted">
        <Users className="size-4" aria-hidden="true" />
        {t('publications.subscribers', { count: offer.subscribers })}
      </p>
      <div className="mt-auto pt-6">
        <ContentDialog
          title={title}
          description={localized(offer.description)}
          closeLabel={t('publications.close')}
          trigger={
            <Button variant="outline" className="w-full" aria-label={`${t('publications.subscribe')}: ${title}`}>
              {t('publications.subscribe')}
            </Button>
          }
        >
          {/* The form's grids size their column to the email field's intrinsic width, which is wider
              than a 360 px dialog; a column of minmax(0, 1fr) lets the field shrink instead. */}
          <div className="[&_form]:grid-cols-[minmax(0,1fr)] [&_section]:grid-cols-[minmax(0,1fr)]">{subscribeForm}</div>
        </ContentDialog>
      </div>
    </article>
  );
}
