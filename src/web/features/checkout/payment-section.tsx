import type { ProviderPaymentMethod } from '@shared/payment-methods';
import { CreditCard, Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { formatAmount } from '@shared/format/numbers';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { usePaymentController } from '@web/components/payment/payment-controller';
import { paymentFormCatalog } from '@web/components/payment/payment-form-catalog';

/** The payment fields and the pay button, which names the chosen method, the same for joining and renewing. */
export function PaymentSection({
  fields,
  processing,
  amountCents,
  submitKey,
}: {
  fields: ReactNode;
  processing: boolean;
  /** What the card is charged, as the server priced it. */
  amountCents: number;
  /** The pay button's text, with an {{amount}} placeholder. */
  submitKey: 'checkout.submit' | 'account.renewSubmit';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { method } = usePaymentController();
  const id = useId();
  return (
    <Card className="grid gap-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          {t('checkout.payment')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          <IsolatedLatin text={t('checkout.paymentIntro')} />
        </p>
      </div>
      {fields}
      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={processing} aria-live="polite" aria-describedby={method ? `${id}-method` : undefined}>
          {processing ? t('checkout.processing') : t(submitKey, { amount: formatAmount(amountCents / 100, 'EUR', locale) })}
        </Button>
        {method ? <PayingWith id={`${id}-method`} method={method} /> : null}
      </div>
      <p className="flex items-center justify-center gap-2 text-xs text-fg-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        {t('checkout.secureNote')}
      </p>
    </Card>
  );
}

/** "You pay with …": shown once the provider's code (and with it the payment form's texts) has loaded and a method is chosen. */
function PayingWith({ id, method }: { id: string; method: ProviderPaymentMethod }) {
  const text = useMessages(paymentFormCatalog);
  const names = useMessages(paymentMethodCatalog);
  return (
    <p id={id} className="text-center text-sm text-fg-muted">
      {/* The name is isolated left to right (LRI … PDI): "iDEAL | Wero" keeps its order in an Arabic sentence. */}
      {text('payingWith', { method: `\u2066${names(`method.${method}`)}\u2069` })}
    </p>
  );
}
