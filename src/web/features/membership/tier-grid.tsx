import { mostPopularTierSlug, unlistedTierSlug } from '@shared/membership-constants';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { membershipMessages } from './membership-messages';
import { TierCard } from './tier-card';

/** The purchasable tiers, cheapest first (compared as numbers, not strings). */
export function TierGrid() {
  const t = useMessages(membershipMessages);
  const tiers = useMembershipTiers();

  if (tiers.isPending) return <Spinner label={t('tierGrid.loading')} />;
  if (tiers.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 rounded-2xl border border-border bg-surface-raised p-8 text-center">
        <p className="text-fg">{t('tierGrid.loadFailed')}</p>
        <Button variant="outline" onClick={() => void tiers.refetch()}>
          {t('tierGrid.retry')}
        </Button>
      </div>
    );
  }

  const offered = tiers.data.filter((tier) => tier.slug !== unlistedTierSlug).sort((a, b) => Number(a.priceEur) - Number(b.priceEur));
  return (
    <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-5">
      {offered.map((tier) => (
        <TierCard key={tier.slug} tier={tier} popular={tier.slug === mostPopularTierSlug} />
      ))}
    </div>
  );
}
