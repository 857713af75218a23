import { CreditCard, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatAmount } from '@shared/format/numbers';
import { CardPayment } from '@web/components/payment/card-payment';
import { usePaymentController } from '@web/components/payment/payment-controller';
import { usePaymentConfig } from '@web/components/payment/use-payment-config';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import { confirmRegistrationPayment, registrationStatusPath } from './registration-api';

export type PaymentResult = 'paid' | 'processing';

function PayForm({
  registrationId,
  clientSecret,
  amountCents,
  fields,
  onDone,
}: {
  registrationId: string;
  clientSecret: string;
  amountCents: number;
  fields: React.ReactNode;
  onDone: (result: PaymentResult) => void;
}) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const payment = usePaymentController();
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function pay() {
    const invalid = await payment.validate();
    if (invalid) return setProblem(invalid);
    // A bank's page (iDEAL, Bancontact) sends the registrant back here, to this registration's status.
    const returnUrl = `${window.location.origin}${registrationStatusPath(registrationId, locale)}`;
    const outcome = await payment.confirm(clientSecret, returnUrl);
    if (outcome.kind === 'redirected') return;
    if (outcome.kind === 'error') return setProblem(outcome.message);
    if (outcome.status === 'processing') return onDone('processing');
    if (outcome.status !== 'succeeded') return setProblem(t('status.paymentFailedText'));
    await confirmRegistrationPayment(registrationId);
    onDone('paid');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    setProcessing(true);
    try {
      await pay();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {fields}
      {problem ? (
        <div role="alert" className="rounded-lg border border-danger p-4 text-sm text-fg">
          <p className="font-semibold">{t('status.paymentFailedTitle')}</p>
          <p className="mt-1">{problem}</p>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={processing || !payment.ready} aria-live="polite">
        {processing ? t('status.processing') : t('status.pay', { amount: formatAmount(amountCents / 100, 'EUR', locale) })}
      </Button>
      <p className="flex items-center justify-center gap-2 text-xs text-fg-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        {t('status.secureNote')}
      </p>
    </form>
  );
}

/** The payment for held seats, with the membership checkout's payment form (the configured provider's fields). */
export function EventPaymentStep(props: {
  registrationId: string;
  clientSecret: string;
  amountCents: number;
  onDone: (result: PaymentResult) => void;
}) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const config = usePaymentConfig();
  return (
    <Card className="grid gap-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {t('status.payHeading')}
      </h2>
      <CardPayment
        config={config.data}
        amountCents={props.amountCents}
        locale={locale}
        placeholder={<Spinner label={t('status.loadingPayment')} className="py-4" />}
      >
        {(fields) => <PayForm {...props} fields={fields} />}
      </CardPayment>
    </Card>
  );
}
