import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageCopy } from '@content/pages';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { CheckoutView } from '@web/features/checkout/checkout-view';
import { TierNotFound } from '@web/features/checkout/tier-not-found';
import { useLocalized } from '@web/lib/use-locale';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';

export default function CheckoutPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { tierSlug } = useParams();
  const tiers = useMembershipTiers();
  const tier = tiers.data?.find((candidate) => candidate.slug === tierSlug);

  if (tiers.isSuccess && !tier) return <TierNotFound />;

  return (
    <>
      <PageHeader
        heading={localized(pageCopy.checkout.heading)}
        intro={tier ? t('checkout.chosenTier', { tier: tier.name }) : localized(pageCopy.checkout.intro)}
        back={{ href: '/membership', label: t('nav.membership') }}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
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
