import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { registrationCountryCode } from '@shared/membership-constants';
import { euroToCents } from '@shared/money';
import type { CheckoutSubmission, MembershipTier } from '@shared/membership';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/use-session';
import { useLocale } from '@web/lib/use-locale';
import { takeCheckoutDraft } from './checkout-draft';
import { CheckoutForm } from './checkout-form';
import { emptyCheckoutForm, type CheckoutFormValues } from './checkout-form-values';
import { OrderSummary } from './order-summary';
import { CardPayment } from '@web/components/payment/card-payment';
import { usePaymentConfig } from '@web/components/payment/use-payment-config';
import { registrationResolver } from './registration-resolver';
import { useCheckoutPrice } from './use-checkout-price';
import { useRenewalPrice } from './use-renewal-price';

// Only a signed-in member renews: the renewal form's code loads for them, not for the first-time buyer.
const RenewalForm = lazy(async () => ({ default: (await import('./renewal-form')).RenewalForm }));

/**
 * The form and order summary for a tier that exists: a new member registers,
 * a signed-in member renews. The form's values and their price live here,
 * above the payment provider, which is told the amount the server priced.
 */
export function CheckoutView({ tier }: { tier: MembershipTier }) {
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  const resolver = useMemo(() => registrationResolver(locale), [locale]);
  const form = useForm<CheckoutFormValues, unknown, CheckoutSubmission>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyCheckoutForm(tier.slug),
  });
  // Back from a bank page where the payment failed or was canceled: the entries as the buyer left them.
  useEffect(() => {
    const draft = takeCheckoutDraft(tier.slug);
    if (draft) form.reset(draft);
  }, [form, tier.slug]);
  const session = useSession();
  const renewing = session.status === 'signed-in';
  const registrationPrice = useCheckoutPrice(tier.slug, form.control, !renewing);
  const renewalPrice = useRenewalPrice(tier.slug, renewing);
  const price = renewing ? renewalPrice : registrationPrice;
  const amountCents = price.charge?.grossCents ?? euroToCents(tier.priceEur);
  const paymentConfig = usePaymentConfig();
  const [registrationCountry, billingCountry] = useWatch({ control: form.control, name: ['country', 'billing.country'] });
  const country = renewing ? undefined : billingCountry || registrationCountryCode(registrationCountry ?? '');
  const payment = (children: Parameters<typeof CardPayment>[0]['children']) => (
    <CardPayment
      config={paymentConfig.data}
      amountCents={amountCents}
      locale={locale}
      country={country}
      placeholder={<Spinner label={checkoutText('checkout.loadingPayment')} className="py-4" />}
    >
      {children}
    </CardPayment>
  );
  return (
    <div className="grid gap-6">
      <p className="text-lg font-semibold text-fg">
        {checkoutText(renewing ? 'checkout.renewingTier' : 'checkout.chosenTier', { tier: tier.name })}
      </p>
      {renewing ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          {payment((fields) => (
            <Suspense fallback={<Spinner label={checkoutText('checkout.loadingPayment')} className="py-4" />}>
              <RenewalForm
                tier={tier}
                member={session.member}
                paymentFields={fields}
                amountCents={amountCents}
                priced={!price.failed && price.charge !== undefined}
              />
            </Suspense>
          ))}
          <div className="lg:sticky lg:top-24">
            <OrderSummary tier={tier} price={price} />
          </div>
        </div>
      ) : (
        payment((fields) => <CheckoutForm tier={tier} form={form} price={price} paymentFields={fields} />)
      )}
    </div>
  );
}
