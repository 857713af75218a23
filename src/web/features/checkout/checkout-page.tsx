import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { Spinner } from '@web/components/ui/spinner';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { usePageParams } from '@web/page-runtime/page-location';
import { CheckoutView } from './checkout-view';
import { TierNotFound } from './tier-not-found';

/** The checkout page's island, below its prerendered header: the tier from the path, then its form, or the way back when there is no such tier. */
export function CheckoutPage() {
  const checkoutText = useMessages(checkoutCatalog);
  // In the prerendered shell the tier is a placeholder; the browser reads the real one from the path.
  const { tierSlug } = usePageParams('checkout');
  const tiers = useMembershipTiers();
  const tier = tiers.data?.find((candidate) => candidate.slug === tierSlug);

  if (tiers.isSuccess && !tier) return <TierNotFound />;

  return (
    <div className="mx-auto min-h-[70svh] max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {tiers.isError ? (
        <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
          {checkoutText('checkout.loadFailed')}
        </p>
      ) : tier ? (
        <CheckoutView tier={tier} />
      ) : (
        <Spinner label={checkoutText('checkout.loadingTier')} />
      )}
    </div>
  );
}
