import { ArrowRight, Users } from 'lucide-react';
import type { HomePlan } from '@content/home/plans';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { clsx } from 'clsx';
import { useMessages } from '@web/i18n/use-messages';
import { formatEuro } from '@shared/format/numbers';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';

/** A plan at a glance; its button leads to the same tier on the membership page. */
export function PlanCard({ plan }: { plan: HomePlan }) {
  const locale = useLocale();
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  const name = localized(plan.name);
  return (
    <article
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-surface-raised p-7',
        plan.isPopular ? 'border-primary shadow-md ring-1 ring-primary' : 'border-border shadow-sm',
      )}
    >
      {plan.isPopular ? (
        <Badge tone="accent" size="md" className="absolute -top-3 start-7">
          {t('plans.popularBadge')}
        </Badge>
      ) : null}
      <h3 className="text-xl font-semibold text-fg">{name}</h3>
      <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-fg-muted">
        <Users className="size-4" aria-hidden="true" />
        {localized(plan.employees)}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-fg">{formatEuro(plan.priceEur, locale)}</span>
        <span className="text-sm text-fg-muted">{t('plans.perYear')}</span>
      </p>
      <p className="mt-4 flex-1 text-fg-muted">{localized(plan.description)}</p>
      <p className="mt-4 mb-8 text-sm text-fg-muted">
        {/* The Dutch name is isolated (FSI … PDI): it keeps its word order inside an Arabic sentence. */}
        {t('plans.tierOnMembershipPage', { tier: `\u2068${plan.tier.name}\u2069` })}
      </p>
      <ButtonLink
        variant={plan.isPopular ? 'primary' : 'outline'}
        to={`/membership#tier-${plan.tier.slug}`}
        aria-label={`${t('plans.choosePlan')}: ${name}`}
      >
        {t('plans.choosePlan')}
        <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
      </ButtonLink>
    </article>
  );
}
