import { checkoutCatalog } from './checkout-catalog';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import { CircleAlert, CreditCard, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
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
  refusal,
}: {
  fields: ReactNode;
  processing: boolean;
  /** What the card is charged, as the server priced it. */
  amountCents: number;
  /** The pay button's text, with an {{amount}} placeholder. */
  submitKey: 'checkout.submit' | 'account.renewSubmit';
  /** Why the provider refused the last payment: it stays beside the card fields after its toast has gone. */
  refusal?: string | undefined;
}) {
  const { t } = useTranslation();
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  const submitLabel = (amount: string) =>
    submitKey === 'checkout.submit' ? checkoutText(submitKey, { amount }) : t(submitKey, { amount });
  const { method } = usePaymentController();
  const id = useDomId();
  return (
    <Card className="grid gap-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          {checkoutText('checkout.payment')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          <IsolatedLatin text={checkoutText('checkout.paymentIntro')} />
        </p>
      </div>
      {fields}
      {refusal ? (
        <p id={`${id}-refusal`} className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{checkoutText('checkout.paymentFailedTitle')}:</strong> {refusal}
          </span>
        </p>
      ) : null}
      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={processing}
          aria-live="polite"
          aria-describedby={[refusal && `${id}-refusal`, method && `${id}-method`].filter(Boolean).join(' ') || undefined}
        >
          {processing ? checkoutText('checkout.processing') : submitLabel(formatAmount(amountCents / 100, 'EUR', locale))}
        </Button>
        {method ? <PayingWith id={`${id}-method`} method={method} /> : null}
      </div>
      <p className="flex items-center justify-center gap-2 text-xs text-fg-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        {checkoutText('checkout.secureNote')}
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
