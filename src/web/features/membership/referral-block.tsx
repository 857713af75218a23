import { referralBlock } from '@content/membership/membership-page';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { membershipMessages } from './membership-messages';

export function ReferralBlock() {
  const localized = useLocalized();
  const t = useMessages(membershipMessages);
  return (
    <section aria-labelledby="referral-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-3xl bg-secondary-soft p-8 sm:p-12 lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <h2 id="referral-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              {localized(referralBlock.heading)}
            </h2>
            <p className="mt-3 text-fg-muted">{localized(referralBlock.intro)}</p>
            <ButtonLink variant="outline" className="mt-6" to="/contact?department=member-services">
              {t('referral.action')}
            </ButtonLink>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            {referralBlock.rewards.map((reward) => (
              <div key={reward.value} className="flex flex-col rounded-2xl bg-surface-raised p-5 shadow-sm">
                <dt className="text-sm text-fg-muted">{localized(reward.label)}</dt>
                <dd className="order-first text-3xl font-bold text-secondary">{reward.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
