import { ArrowRight, Check } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { clsx } from 'clsx';
import { formatEuro } from '@shared/format/numbers';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { membershipMessages } from './membership-messages';
import type { TierBenefits } from './tier-benefits';

/** One tier: its price, what it adds to the tier before it, and its checkout link. */
export function TierCard({
  benefits: { tier, builds, added },
  popular,
  className,
}: {
  benefits: TierBenefits;
  popular: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const t = useMessages(membershipMessages);
  const headingId = `tier-${tier.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-surface-raised p-6 shadow-sm',
        popular ? 'border-primary ring-2 ring-primary' : 'border-border',
        className,
      )}
    >
      {popular ? (
        <Badge tone="accent" className="absolute -top-3 start-6">
          {t('tierGrid.mostPopular')}
        </Badge>
      ) : null}
      <h3 id={headingId} className="scroll-mt-28 text-lg font-semibold text-fg">
        {tier.name}
      </h3>
      <p className="mt-2 text-sm text-fg-muted">{tier.description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-fg">{formatEuro(Number(tier.priceEur), locale)}</span>
        <span className="text-sm text-fg-muted">{t('tierGrid.perYear')}</span>
      </p>
      <div className="mt-5 flex-1 border-t border-border pt-5 text-sm">
        {builds ? <p className="mb-3 font-medium text-fg">{t('tierGrid.everythingIn', { name: builds.name })}</p> : null}
        <ul className="grid content-start gap-2">
          {added.map((feature) => (
            <li key={feature} className="flex gap-2 text-fg">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink variant={popular ? 'primary' : 'outline'} className="mt-6 w-full" to={`/membership/checkout/${tier.slug}`}>
        {t('tierGrid.join', { name: tier.name })}
        <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
      </ButtonLink>
    </article>
  );
}
