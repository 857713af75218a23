import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode, Suspense } from 'react';
import type { SignedInMember } from '@shared/accounts';
import type { MembershipTier } from '@shared/membership';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LazyPaymentChoice, PayNowOrTransfer } from './lazy-payment-choice';
import type { PaymentChoiceValue } from './payment-choice';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useTransferOrder } from './use-transfer-order';

/** A signed-in member pays for 12 more months: no registration form, no new account. */
export function RenewalForm({
  tier,
  member,
  paymentFields,
  amountCents,
  priced,
}: {
  tier: MembershipTier;
  member: SignedInMember;
  paymentFields: ReactNode;
  /** The total the Pay button names: the server's renewal price once known. */
  amountCents: number;
  /** The server has priced the renewal, so a different charge stops the payment. */
  priced: boolean;
}) {
  const { t } = useTranslation();
  const { submit, processing, refusal } = useCheckoutSubmit(tier, priced ? amountCents : undefined);
  const [choice, setChoice] = useState<PaymentChoiceValue>('now');
  const { order, ordering } = useTransferOrder(tier);
  return (
    <PageForm
      formId="renewal"
      onSubmit={(event) => {
        event.preventDefault();
        // The server offers the transfer only when the member's next invoice is for a company, and says so otherwise.
        void (choice === 'transfer' ? order(null) : submit(null));
      }}
      className="grid gap-6"
    >
      <Card className="grid gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
          <RefreshCw className="size-5 text-primary" aria-hidden="true" />
          {t('account.renewalTitle', { name: `${member.firstName} ${member.lastName}` })}
        </h2>
        <p className="text-sm text-fg-muted">{t('account.renewalText')}</p>
      </Card>
      <Suspense fallback={null}>
        <LazyPaymentChoice value={choice} onChange={setChoice} />
      </Suspense>
      <PayNowOrTransfer
        byTransfer={choice === 'transfer'}
        ordering={ordering}
        fields={paymentFields}
        processing={processing}
        refusal={refusal}
        amountCents={amountCents}
        submitKey="account.renewSubmit"
      />
    </PageForm>
  );
}
