import cardValidator from 'card-validator';
import { useMemo, useState, type ReactNode } from 'react';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import type { IdealBank } from '@shared/ideal-banks';
import type { SandboxConfirmResult, SandboxPaymentMethod } from '@shared/payments';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { paymentFormCatalog } from './payment-form-catalog';
import type { CardPaymentProps } from './card-payment-props';
import { PaymentControllerContext, type PaymentController } from './payment-controller';
import { SandboxCardFields, type SandboxCard, type SandboxCardErrors } from './sandbox-card-fields';
import { BancontactNote, IdealFields, SepaFields, type SepaDetails, type SepaErrors } from './sandbox-method-fields';
import { SandboxMethodPicker } from './sandbox-method-picker';

function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The built-in sandbox processor, standing in for Stripe's Payment Element:
 * the methods as tabs, each method's fields and checks, and the confirmation
 * call, which sends the buyer to the sandbox's bank page when the method needs one.
 */
export default function SandboxPayment({ children }: CardPaymentProps) {
  const paymentText = useMessages(paymentFormCatalog);
  const text = useMessages(paymentFormCatalog);
  const [method, setMethod] = useState<ProviderPaymentMethod>('card');
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<SandboxCardErrors>({});
  const [bank, setBank] = useState<IdealBank | ''>('');
  const [bankError, setBankError] = useState<string>();
  const [sepa, setSepa] = useState<SepaDetails>({ iban: '', accountHolderName: '', email: '' });
  const [sepaErrors, setSepaErrors] = useState<SepaErrors>({});

  const controller = useMemo<PaymentController>(() => {
    function checkCard(): SandboxCardErrors {
      const number = cardValidator.number(card.number);
      const found: SandboxCardErrors = {};
      if (!number.isValid) {
        found.number = number.isPotentiallyValid ? paymentText('testCard.incompleteNumber') : paymentText('testCard.invalidNumber');
      }
      if (!cardValidator.expirationDate(card.expiry).isValid) found.expiry = paymentText('testCard.invalidExpiry');
      if (!cardValidator.cvv(card.cvc, [3, 4]).isValid) found.cvc = paymentText('testCard.invalidCvc');
      return found;
    }
    async function checkSepa(): Promise<SepaErrors> {
      // ibantools loads when an IBAN is first checked, not with the checkout.
      const { electronicFormatIBAN, isValidIBAN } = await import('ibantools');
      const found: SepaErrors = {};
      if (!isValidIBAN(electronicFormatIBAN(sepa.iban) ?? '')) found.iban = text('sepa.ibanInvalid');
      if (sepa.accountHolderName.trim().length < 2) found.accountHolderName = text('sepa.accountHolderMissing');
      if (!emailPattern.test(sepa.email.trim())) found.email = text('sepa.emailInvalid');
      return found;
    }
    /** Checks the chosen method's fields, shows what is wrong, and answers the first message. */
    async function check(): Promise<string | undefined> {
      switch (method) {
        case 'card': {
          const found = checkCard();
          setCardErrors(found);
          return Object.values(found)[0];
        }
        case 'ideal': {
          const found = bank ? undefined : text('ideal.bankMissing');
          setBankError(found);
          return found;
        }
        case 'bancontact':
          return undefined;
        case 'sepa_debit': {
          const found = await checkSepa();
          setSepaErrors(found);
          return Object.values(found)[0];
        }
      }
    }
    /** What goes to the processor; undefined while a bank is still to be chosen. */
    function paymentMethod(): SandboxPaymentMethod | undefined {
      switch (method) {
        case 'card':
          return { type: 'card', card };
        case 'ideal':
          return bank ? { type: 'ideal', bank } : undefined;
        case 'bancontact':
          return { type: 'bancontact' };
        case 'sepa_debit':
          return { type: 'sepa_debit', iban: sepa.iban, accountHolderName: sepa.accountHolderName.trim(), email: sepa.email.trim() };
      }
    }
    return {
      ready: true,
      method,
      validate: check,
      async confirm(clientSecret, returnUrl) {
        const details = paymentMethod();
        if (!details) return { kind: 'error', message: text('ideal.bankMissing') };
        try {
          const result = await apiRequest<SandboxConfirmResult>(
            'POST',
            `/api/sandbox/payment-intents/${intentIdOf(clientSecret)}/confirm`,
            {
              clientSecret,
              paymentMethod: details,
              returnUrl,
            },
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
  }, [method, card, bank, sepa, paymentText, text]);

  const fields: Record<ProviderPaymentMethod, ReactNode> = {
    card: <SandboxCardFields card={card} errors={cardErrors} onChange={setCard} />,
    ideal: <IdealFields bank={bank} error={bankError} onChange={setBank} />,
    bancontact: <BancontactNote />,
    sepa_debit: <SepaFields details={sepa} errors={sepaErrors} onChange={setSepa} />,
  };
  return (
    <PaymentControllerContext value={controller}>
      {children(
        <div className="grid gap-5">
          <SandboxMethodPicker value={method} onChange={setMethod} />
          {fields[method]}
        </div>,
      )}
    </PaymentControllerContext>
  );
}
