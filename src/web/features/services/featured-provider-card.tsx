import { Star } from 'lucide-react';
import type { MemberServicesContent } from '@content/services/page-schemas';
import { formatNumber } from '@shared/format/numbers';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { ActionButton } from './action-button';
import { summarizeLanguages } from './language-summary';
import { servicesMessages } from './services-messages';

type Featured = MemberServicesContent['featured'];
type Provider = Featured['items'][number];

function initials(company: string): string {
  return company
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/** One provider: who they are, how members rate them, what they offer, and a way to reach them. */
export function FeaturedProviderCard({ provider, contact }: { provider: Provider; contact: Featured['contact'] }) {
  const localized = useLocalized();
  const locale = useLocale();
  const t = useMessages(servicesMessages);
  const listSeparator = locale === 'ar' ? '، ' : ', ';
  const rating = formatNumber(provider.rating, locale, { minimumFractionDigits: 1 });
  const languages = summarizeLanguages(provider.languages);
  const details = [
    { label: t('providers.location'), value: localized(provider.location) },
    { label: t('providers.specialization'), value: localized(provider.specialization) },
    { label: t('providers.experience'), value: localized(provider.experience) },
  ];
  return (
    <Card className="flex w-full flex-col">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-base font-bold text-secondary"
        >
          {initials(provider.company)}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-fg">{provider.company}</h3>
          <Badge tone="neutral" className="mt-1">
            {localized(provider.category)}
          </Badge>
        </div>
      </div>
      <dl className="mt-5 grid gap-2.5 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-medium text-fg">{t('providers.rating')}:</dt>
          <dd className="flex items-center gap-1 font-semibold text-fg">
            <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
            {rating}/5
          </dd>
        </div>
        {details.map((detail) => (
          <div key={detail.label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-fg">{detail.label}:</dt>
            <dd className="text-fg-muted">{detail.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-medium text-fg">{t('providers.languages')}:</dt>
          <dd className="flex flex-wrap items-center gap-1.5 text-fg-muted">
            {languages.named.map(localized).join(listSeparator)}
            {languages.more > 0 ? (
              <Badge tone="primary">
                <span aria-hidden="true" dir="ltr">
                  +{languages.more}
                </span>
                <span className="sr-only">{t('providers.moreLanguages', { count: languages.more })}</span>
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="mt-5 mb-2 text-sm font-medium text-fg">{t('providers.certifications')}</p>
      <ul className="mb-6 flex flex-wrap gap-1.5">
        {provider.certifications.map((certification) => (
          <li key={certification} className="rounded-md border border-border px-2 py-0.5 text-xs font-medium text-fg-muted">
            {certification}
          </li>
        ))}
      </ul>
      <ActionButton action={contact} context={provider.company} size="sm" className="mt-auto self-start" />
    </Card>
  );
}
