import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { VatCategory } from '@shared/invoices/invoice-document';
import type { MembershipTier } from '@shared/membership';
import { Card } from '@web/components/ui/card';
import { formatAmount, formatNumber } from '@shared/format/numbers';
import { euroToCents } from '@shared/money';
import { useLocale } from '@web/lib/use-locale';
import type { CheckoutPrice } from './use-checkout-price';

/** Why no VAT is charged, by the server's VAT category. */
const noVatReasons: Record<Exclude<VatCategory, 'S'>, 'reverseCharge' | 'exempt' | 'outsideEu'> = {
  AE: 'reverseCharge',
  E: 'exempt',
  G: 'outsideEu',
  O: 'outsideEu',
};

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={clsx('flex flex-wrap justify-between gap-x-4 gap-y-1', strong && 'border-t border-border pt-3 text-base')}>
      <dt className={strong ? 'font-semibold text-fg' : 'text-fg-muted'}>{term}</dt>
      {children}
    </div>
  );
}

/**
 * What the buyer pays for: the net, the VAT and its rate or the reason there
 * is none, and the total, all as the server computed them; while a newer
 * price is on its way the figures stay, greyed to the muted text colour (a
 * faded figure would fall below the contrast text needs).
 */
export function OrderSummary({ tier, price }: { tier: MembershipTier; price: CheckoutPrice }) {
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  const charge = price.charge;
  const money = (cents: number | undefined) => (cents === undefined ? '…' : formatAmount(cents / 100, 'EUR', locale));
  const figure = clsx('font-medium tabular-nums transition-colors', price.busy ? 'text-fg-muted' : 'text-fg');
  const reason = charge && charge.vatCategory !== 'S' ? checkoutText(`checkout.noVat.${noVatReasons[charge.vatCategory]}`) : undefined;
  const vatTerm =
    charge?.vatCategory === 'S'
      ? checkoutText('checkout.vatAtRate', {
          rate: formatNumber(charge.vatRatePercent / 100, locale, { style: 'percent', maximumFractionDigits: 2 }),
        })
      : checkoutText('checkout.vat');
  return (
    <Card className="grid gap-4" data-order-summary="">
      <h2 className="text-lg font-semibold text-fg">{checkoutText('checkout.orderSummary')}</h2>
      <dl className="grid gap-3 text-sm" aria-busy={price.busy || undefined}>
        <Row term={checkoutText('checkout.membership')}>
          <dd className="font-medium text-fg">{tier.name}</dd>
        </Row>
        <Row term={checkoutText('checkout.duration')}>
          <dd className="font-medium text-fg">{checkoutText('checkout.twelveMonths')}</dd>
        </Row>
        <Row term={checkoutText('checkout.net')}>
          <dd className={figure} data-figure="net">
            {money(charge?.netCents)}
          </dd>
        </Row>
        <Row term={vatTerm}>
          <dd className={figure} data-figure="vat">
            {money(charge?.vatCents)}
          </dd>
          {reason ? <dd className="basis-full text-xs text-fg-muted">{reason}</dd> : null}
        </Row>
        <Row term={checkoutText('checkout.total')} strong>
          <dd className={clsx(figure, 'font-bold')} data-figure="total">
            {money(charge?.grossCents ?? euroToCents(tier.priceEur))}
          </dd>
        </Row>
      </dl>
      {/* Screen readers hear the total once a new price has settled, not every question on the way. */}
      <p role="status" className="sr-only">
        {charge && !price.busy ? `${checkoutText('checkout.total')}: ${money(charge.grossCents)}` : ''}
      </p>
      {price.failed ? <p className="text-xs text-danger">{checkoutText('checkout.pricingFailed')}</p> : null}
      <p className="text-xs text-fg-muted">{tier.description}</p>
      <p className="text-xs text-fg-muted">{checkoutText('checkout.priceNote')}</p>
    </Card>
  );
}
