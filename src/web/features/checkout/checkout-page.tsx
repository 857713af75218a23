import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { usePageParams } from '@web/page-runtime/page-location';
import { CheckoutView } from './checkout-view';
import { TierNotFound } from './tier-not-found';

/** The checkout page's island: the tier from the path, then its form, or the way back when there is no such tier. */
export function CheckoutPage({ heading, intro }: { heading: string; intro: string }) {
  const { t } = useTranslation();
  const checkoutText = useMessages(checkoutCatalog);
  // In the prerendered shell the tier is a placeholder; the browser reads the real one from the path.
  const { tierSlug } = usePageParams('checkout');
  const tiers = useMembershipTiers();
  const tier = tiers.data?.find((candidate) => candidate.slug === tierSlug);

  if (tiers.isSuccess && !tier) return <TierNotFound />;

  return (
    <>
      {/* The prerendered introduction stays as it is, so nothing above the form moves when the tier arrives. */}
      <PageHeader heading={heading} intro={intro} back={{ href: '/membership', label: t('nav.membership') }} />
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
    </>
  );
}
