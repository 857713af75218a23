import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { useState, type ReactNode, Suspense } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CheckoutSubmission, MembershipTier } from '@shared/membership';
import { euroToCents } from '@shared/money';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { BuyingForChoice, CompanyFields } from './billing-fields';
import { discardCheckoutDraft, keepCheckoutDraft } from './checkout-draft';
import type { CheckoutFormValues } from './checkout-form-values';
import { OrderSummary } from './order-summary';
import { LazyPaymentChoice, PayNowOrTransfer } from './lazy-payment-choice';
import type { PaymentChoiceValue } from './payment-choice';
import { RegistrationFields } from './registration-fields';
import { loadRegistrationValidation } from './registration-resolver';
import type { CheckoutPrice } from './use-checkout-price';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useTransferOrder } from './use-transfer-order';
import { RenderInTurn } from '@web/page-runtime/in-turn';

/**
 * A new member's checkout: whom the invoice is for, the member's details, the
 * order summary, then the payment, so on a phone the summary is read before
 * the Pay button; from 1024 px it moves to a side column. The spec's fields
 * keep their order, and the Tab key goes from the last of them to the card.
 */
export function CheckoutForm({
  tier,
  form,
  price,
  paymentFields,
}: {
  tier: MembershipTier;
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>;
  price: CheckoutPrice;
  paymentFields: ReactNode;
}) {
  const checkoutText = useMessages(checkoutCatalog);
  const amountCents = price.charge?.grossCents ?? euroToCents(tier.priceEur);
  // After a failed pricing the summary says the total is worked out on paying, so the server's figure stands.
  const { submit, processing, refusal } = useCheckoutSubmit(tier, price.failed ? undefined : amountCents, {
    keep: () => keepCheckoutDraft(tier.slug, form.getValues()),
    discard: discardCheckoutDraft,
  });
  const buyingFor = useWatch({ control: form.control, name: 'billing.buyingFor' });
  const [choice, setChoice] = useState<PaymentChoiceValue>('now');
  const { order, ordering } = useTransferOrder(tier);
  // Bank transfer on invoice is for companies: a buyer who switches to buying for themselves pays now.
  const byTransfer = buyingFor === 'company' && choice === 'transfer';
  return (
    <PageForm
      formId="checkout"
      onSubmit={form.handleSubmit(byTransfer ? order : submit)}
      onFocus={() => void loadRegistrationValidation()}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
    >
      <Card className="grid gap-8 lg:col-start-1">
        <BuyingForChoice form={form} />
        {buyingFor === 'company' ? <CompanyFields form={form} /> : null}
      </Card>
      {/* The rest renders in turns after the first card is on screen: one task building the whole form took 150–450 ms on a slow phone. */}
      <RenderInTurn>
        <Card className="grid gap-5 lg:col-start-1">
          <div>
            <h2 className="text-lg font-semibold text-fg">{checkoutText('checkout.personalInfo')}</h2>
            <p className="mt-1 text-sm text-fg-muted">{checkoutText('checkout.personalInfoIntro')}</p>
          </div>
          <RegistrationFields form={form} />
        </Card>
      </RenderInTurn>
      <RenderInTurn>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <OrderSummary tier={tier} price={price} />
        </div>
      </RenderInTurn>
      <RenderInTurn>
        {buyingFor === 'company' ? (
          <div className="lg:col-start-1">
            <Suspense fallback={null}>
              <LazyPaymentChoice value={choice} onChange={setChoice} />
            </Suspense>
          </div>
        ) : null}
        <div className="lg:col-start-1">
          <PayNowOrTransfer
            byTransfer={byTransfer}
            ordering={ordering}
            fields={paymentFields}
            processing={processing}
            refusal={refusal}
            amountCents={amountCents}
            submitKey="checkout.submit"
          />
        </div>
      </RenderInTurn>
    </PageForm>
  );
}
