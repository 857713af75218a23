import { successCatalog } from './success-catalog';
import { addDays } from 'date-fns';
import { BadgeCheck, Check } from 'lucide-react';
import { useEffect } from 'react';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { useMessages } from '@web/i18n/use-messages';
import type { ActivatedMembership } from '@shared/membership';
import { site } from '@shared/site';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { showToast } from '@web/components/ui/toast-store';
import { formatDate } from '@shared/format/dates';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';
import { useToday } from '@web/lib/use-today';
import { discardCheckoutDraft } from '../checkout-draft';
import { paymentFormCatalog } from '@web/components/payment/payment-form-catalog';
import { NextSteps } from './next-steps';

/** Receipts already welcomed, so a re-render never shows the toast twice. */
const welcomed = new Set<string>();

const MEMBERSHIP_DAYS_SHOWN = 365;

export function SuccessView({ activation, tierSlug }: { activation: ActivatedMembership | null; tierSlug: string | null }) {
  const successText = useMessages(successCatalog);
  const text = useMessages(paymentFormCatalog);
  const names = useMessages(paymentMethodCatalog);
  const locale = useLocale();
  const localized = useLocalized();
  const tiers = useMembershipTiers();
  const slug = activation?.membership.tierSlug ?? tierSlug;
  const tier = tiers.data?.find((candidate) => candidate.slug === slug);
  const tierName = activation?.membership.tierName ?? tier?.name ?? '';
  const chamber = localized(site.name);
  // The prerendered page cannot know today: the date follows once hydrated.
  const today = useToday();
  const expires = today && addDays(today, MEMBERSHIP_DAYS_SHOWN);

  useEffect(() => {
    if (activation) discardCheckoutDraft();
  }, [activation]);

  useEffect(() => {
    const key = activation?.receiptNumber ?? `unverified-${tierName}`;
    if (!tierName || welcomed.has(key)) return;
    welcomed.add(key);
    showToast({
      title: successText('success.toastTitle', { name: chamber }),
      description: successText('success.toastText', { tier: tierName }),
    });
  }, [activation, tierName, chamber, successText]);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:px-6">
      <section className="grid justify-items-center gap-4 rounded-3xl bg-gradient-to-br from-primary-soft to-secondary-soft p-10 text-center">
        <BadgeCheck className="size-14 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">
          {successText('success.welcomeTitle', { name: chamber })}
        </h1>
        <p className="max-w-xl text-lg text-fg-muted">{successText('success.welcomeText')}</p>
      </section>

      <Card>
        <dl className="grid content-start gap-4 sm:grid-cols-3 sm:gap-8">
          <div>
            <dt className="text-sm text-fg-muted">{successText('success.tier')}</dt>
            {/* The name arrives with the tiers after the first paint: the line keeps its height and the badge its place. */}
            <dd className="mt-1 flex min-h-7 items-center gap-3 text-xl font-semibold text-fg">
              {tierName}
              <Badge tone="secondary" className="ms-auto">
                {successText('success.active')}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">{successText('success.validUntil')}</dt>
            <dd className="mt-1 min-h-6 font-semibold text-fg">{expires ? formatDate(expires, locale, 'long') : null}</dd>
          </div>
          {activation ? (
            <div>
              <dt className="text-sm text-fg-muted">{successText('success.receiptNumber')}</dt>
              <dd className="mt-1 font-mono text-fg" dir="ltr">
                {activation.receiptNumber}
              </dd>
            </div>
          ) : null}
          {activation ? (
            <div>
              <dt className="text-sm text-fg-muted">{text('paidWith')}</dt>
              <dd className="mt-1 font-semibold text-fg">
                <bdi>{names(`method.${activation.paymentMethod}`)}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>

      <NextSteps />

      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/member-directory">{successText('success.directoryLink')}</ButtonLink>
        <ButtonLink variant="outline" to="/">
          {successText('success.homeLink')}
        </ButtonLink>
      </div>
      <p className="text-sm text-fg-muted">{successText('success.support', { email: site.supportEmail, phone: site.supportPhone })}</p>
      {/* Last on the page: the benefits arrive with the tiers, after the first paint, and move nothing above them. */}
      {tier ? (
        <Card>
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-lg font-semibold text-fg">
              {successText('success.benefits')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm text-fg">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        </Card>
      ) : null}
    </div>
  );
}
