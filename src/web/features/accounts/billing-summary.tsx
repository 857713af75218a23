import type { ReactNode } from 'react';
import type { BillingDetails } from '@shared/invoices/billing-details';
import { intlLocale } from '@shared/locales';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { billingCatalog } from './billing-catalog';
import { registrationNumberTexts } from './registration-number-texts';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  );
}

/** Whom the next invoice is addressed to: a company with everything its invoice names, or the member personally. */
export function BillingSummary({ details, memberName }: { details: BillingDetails; memberName: string }) {
  const text = useMessages(billingCatalog);
  const locale = useLocale();
  if (details.buyingFor === 'myself') {
    return (
      <p className="text-fg">
        <span className="font-semibold">{text('personally')}</span> · <bdi>{memberName}</bdi>
      </p>
    );
  }
  const { address } = details;
  // Only the named country's name: the full list of countries loads with the form.
  const country = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(address.country) ?? address.country;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Entry label={text('legalName')}>
        <bdi className="font-semibold">{details.legalName}</bdi>
      </Entry>
      <Entry label={text(registrationNumberTexts(address.country).label)}>
        <bdi>{details.registrationNumber}</bdi>
      </Entry>
      {details.vatNumber ? (
        <Entry label={text('vatNumber')}>
          <bdi>{details.vatNumber}</bdi>
        </Entry>
      ) : null}
      <Entry label={text('billingAddress')}>
        {/* Each line keeps the page's alignment; only its Latin text is isolated. */}
        <span className="block">
          <bdi>{address.street}</bdi>
        </span>
        <span className="block">
          <bdi>
            {address.postcode} {address.city}
          </bdi>
        </span>
        <span className="block">{country}</span>
      </Entry>
      <Entry label={text('billingEmail')}>
        <bdi>{details.billingEmail}</bdi>
      </Entry>
      {details.purchaseOrder ? (
        <Entry label={text('purchaseOrder')}>
          <bdi>{details.purchaseOrder}</bdi>
        </Entry>
      ) : null}
    </dl>
  );
}
