import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import { useParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { CheckoutView } from '@web/features/checkout/checkout-view';
import { TierNotFound } from '@web/features/checkout/tier-not-found';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { withQueryProvider } from '@web/lib/query-provider';

function CheckoutPage() {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  const { tierSlug } = useParams();
  const tiers = useMembershipTiers();
  const tier = tiers.data?.find((candidate) => candidate.slug === tierSlug);

  if (tiers.isSuccess && !tier) return <TierNotFound />;

  return (
    <>
      {/* The prerendered introduction stays as it is, so nothing above the form moves when the tier arrives. */}
      <PageHeader
        heading={pageCopy.checkout.heading}
        intro={pageCopy.checkout.intro}
        back={{ href: '/membership', label: t('nav.membership') }}
      />
      <div className="mx-auto min-h-[70svh] max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {tiers.isError ? (
          <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
            {t('checkout.loadFailed')}
          </p>
        ) : tier ? (
          <CheckoutView tier={tier} />
        ) : (
          <Spinner label={t('checkout.loadingTier')} />
        )}
      </div>
    </>
  );
}

export default withQueryProvider(CheckoutPage);
