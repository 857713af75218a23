import { ArrowRight, Check } from 'lucide-react';
import type { MembershipTier } from '@shared/membership';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { clsx } from 'clsx';
import { formatEuro } from '@shared/format/numbers';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { membershipMessages } from './membership-messages';

export function TierCard({ tier, popular }: { tier: MembershipTier; popular: boolean }) {
  const locale = useLocale();
  const t = useMessages(membershipMessages);
  const headingId = `tier-${tier.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-surface-raised p-6 shadow-sm',
        popular ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      {popular ? (
        <Badge tone="accent" className="absolute -top-3 start-6">
          {t('tierGrid.mostPopular')}
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-fg">
        {tier.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-fg-muted">{tier.description}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-3xl font-bold tracking-tight text-fg">{formatEuro(Number(tier.priceEur), locale)}</span>
        <span className="text-sm text-fg-muted">{t('tierGrid.perYear')}</span>
      </p>
      <ul className="mt-5 grid flex-1 content-start gap-2 text-sm">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-fg">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink variant={popular ? 'primary' : 'outline'} className="mt-6 w-full" to={`/membership/checkout/${tier.slug}`}>
        {t('tierGrid.join', { name: tier.name })}
        <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
      </ButtonLink>
    </article>
  );
}
