import { useEffect } from 'react';
import { mostPopularTierSlug, unlistedTierSlug } from '@shared/membership-constants';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { membershipMessages } from './membership-messages';
import { tierLadder } from './tier-benefits';
import { TierCard } from './tier-card';
import { TierComparison } from './tier-comparison';
import { HydrateInTurn } from '@web/page-runtime/in-turn';

/**
 * The home page's plans link to a tier here (#tier-<slug>); the tiers arrive
 * after the page has loaded, too late for the browser's own jump to the fragment.
 */
function useScrollToLinkedTier(loaded: boolean) {
  useEffect(() => {
    if (loaded && window.location.hash.startsWith('#tier-')) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);
}

/** The purchasable tiers, cheapest first (compared as numbers, not strings), then their benefits side by side. */
export function TierGrid() {
  const t = useMessages(membershipMessages);
  const tiers = useMembershipTiers();
  useScrollToLinkedTier(tiers.isSuccess);

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
    <>
      {/* Three to a row from 1280 px: every card wide enough for its button's one line. */}
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-8 pt-3">
        {tierLadder(offered).map((benefits) => (
          <HydrateInTurn key={benefits.tier.slug}>
            <TierCard
              benefits={benefits}
              popular={benefits.tier.slug === mostPopularTierSlug}
              className="w-full sm:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-3rem)/3)]"
            />
          </HydrateInTurn>
        ))}
      </div>
      <HydrateInTurn>
        <TierComparison tiers={offered} popularSlug={mostPopularTierSlug} />
      </HydrateInTurn>
    </>
  );
}
