import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { euroToCents } from '@shared/money';
import type { MembershipTier, RegistrationForm } from '@shared/membership';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/use-session';
import { useLocale } from '@web/lib/use-locale';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';
import { CardPayment } from './payment/card-payment';
import { usePaymentConfig } from './payment/use-payment-config';
import { registrationResolver } from './registration-resolver';
import { RenewalForm } from './renewal-form';

/**
 * The form and order summary for a tier that exists: a new member registers,
 * a signed-in member renews. The form's values live here, above the payment provider.
 */
export function CheckoutView({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolver = useMemo(() => registrationResolver(locale), [locale]);
  const form = useForm<RegistrationForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
    },
  });
  const paymentConfig = usePaymentConfig();
  const session = useSession();
  const renewing = session.status === 'signed-in';
  return (
    <div className="grid gap-6">
      <p className="text-lg font-semibold text-fg">{t(renewing ? 'checkout.renewingTier' : 'checkout.chosenTier', { tier: tier.name })}</p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <CardPayment
          config={paymentConfig.data}
          amountCents={euroToCents(tier.priceEur)}
          locale={locale}
          placeholder={<Spinner label={t('checkout.loadingPayment')} className="py-4" />}
        >
          {(fields) =>
            renewing ? (
              <RenewalForm tier={tier} member={session.member} paymentFields={fields} />
            ) : (
              <CheckoutForm tier={tier} form={form} paymentFields={fields} />
            )
          }
        </CardPayment>
        <div className="lg:sticky lg:top-24">
          <OrderSummary tier={tier} />
        </div>
      </div>
    </div>
  );
}
