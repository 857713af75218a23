import { Check, Minus } from 'lucide-react';
import { clsx } from 'clsx';
import type { MembershipTier } from '@shared/membership';
import { formatEuro } from '@shared/format/numbers';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { membershipMessages } from './membership-messages';
import { comparedBenefits } from './tier-benefits';

const headingId = 'tier-comparison-heading';

/** Every benefit against every tier, one table; on a phone it scrolls inside its own frame, never the page. */
export function TierComparison({ tiers, popularSlug }: { tiers: readonly MembershipTier[]; popularSlug: string }) {
  const locale = useLocale();
  const t = useMessages(membershipMessages);
  const highlight = (tier: MembershipTier) => (tier.slug === popularSlug ? 'bg-primary-soft' : undefined);
  return (
    <div className="mt-16">
      <h3 id={headingId} className="text-xl font-semibold text-fg sm:text-2xl">
        {t('tierGrid.compareHeading')}
      </h3>
      <p className="mt-2 max-w-3xl text-fg-muted">{t('tierGrid.compareIntro')}</p>
      <div
        role="region"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus for keyboard users (WCAG 2.1.1)
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-2xl border border-border bg-surface-raised shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <table className="w-full min-w-[48rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="sticky start-0 w-[32%] bg-surface-raised p-4 text-start font-semibold text-fg">
                {t('tierGrid.benefit')}
              </th>
              {tiers.map((tier) => (
                <th key={tier.slug} scope="col" className={clsx('p-4 text-center align-bottom font-semibold text-fg', highlight(tier))}>
                  {tier.slug === popularSlug ? (
                    <span className="mb-1 block text-xs font-semibold text-primary">{t('tierGrid.mostPopular')}</span>
                  ) : null}
                  {tier.name}
                  <span className="mt-1 block text-xs font-normal text-fg-muted">
                    {formatEuro(Number(tier.priceEur), locale)} {t('tierGrid.perYear')}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparedBenefits(tiers).map((benefit) => (
              <tr key={benefit} className="border-b border-border last:border-b-0">
                <th scope="row" className="sticky start-0 bg-surface-raised p-4 text-start font-normal text-fg">
                  {benefit}
                </th>
                {tiers.map((tier) => (
                  <td key={tier.slug} className={clsx('p-4 text-center', highlight(tier))}>
                    {tier.features.includes(benefit) ? (
                      <Check className="inline size-5 text-primary" role="img" aria-label={t('tierGrid.included')} />
                    ) : (
                      <Minus className="inline size-4 text-fg-muted" role="img" aria-label={t('tierGrid.notIncluded')} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
