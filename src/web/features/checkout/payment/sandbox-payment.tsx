import cardValidator from 'card-validator';
import { useMemo, useState } from 'react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import type { SandboxConfirmResult } from '@shared/payments';
import { ApiError, apiRequest } from '@web/lib/api-request';
import type { CardPaymentProps } from './card-payment-props';
import { PaymentControllerContext, type PaymentController } from './payment-controller';
import { SandboxCardFields, type SandboxCard, type SandboxCardErrors } from './sandbox-card-fields';

function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/** The built-in sandbox card processor: its fields, checks and confirmation call. */
export default function SandboxPayment({ children }: CardPaymentProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<SandboxCardErrors>({});

  const controller = useMemo<PaymentController>(() => {
    function cardErrors(): SandboxCardErrors {
      const number = cardValidator.number(card.number);
      const found: SandboxCardErrors = {};
      if (!number.isValid) {
        found.number = number.isPotentiallyValid ? t('checkout.sandbox.incompleteNumber') : t('checkout.sandbox.invalidNumber');
      }
      if (!cardValidator.expirationDate(card.expiry).isValid) found.expiry = t('checkout.sandbox.invalidExpiry');
      if (!cardValidator.cvv(card.cvc, [3, 4]).isValid) found.cvc = t('checkout.sandbox.invalidCvc');
      return found;
    }
    return {
      ready: true,
      async validate() {
        const found = cardErrors();
        setErrors(found);
        return Object.values(found)[0];
      },
      async confirm(clientSecret, returnUrl) {
        try {
          const result = await apiRequest<SandboxConfirmResult>(
            'POST',
            `/api/sandbox/payment-intents/${intentIdOf(clientSecret)}/confirm`,
            { clientSecret, card, returnUrl },
          );
          if (result.error) return { kind: 'error', message: result.error.message };
          if (result.nextActionUrl) {
            window.location.assign(result.nextActionUrl);
            return { kind: 'redirected' };
          }
          return { kind: 'status', paymentIntentId: result.paymentIntent.id, status: result.paymentIntent.status };
        } catch (error) {
          return { kind: 'error', message: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error) };
        }
      },
    };
  }, [card, t]);

  return (
    <PaymentControllerContext value={controller}>
      {children(<SandboxCardFields card={card} errors={errors} onChange={setCard} />)}
    </PaymentControllerContext>
  );
}
