import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@web/i18n/locale-texts-context';
import type { MembershipTier, RegistrationForm } from '@shared/membership';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { PaymentSection } from './payment-section';
import { RegistrationFields } from './registration-fields';
import { loadRegistrationValidation } from './registration-resolver';
import { useCheckoutSubmit } from './use-checkout-submit';

export function CheckoutForm({
  tier,
  form,
  paymentFields,
}: {
  tier: MembershipTier;
  form: UseFormReturn<RegistrationForm>;
  paymentFields: ReactNode;
}) {
  const { t } = useTranslation();
  const { submit, processing } = useCheckoutSubmit(tier);
  return (
    <PageForm
      formId="checkout"
      onSubmit={form.handleSubmit(submit)}
      onFocus={() => void loadRegistrationValidation()}
      className="grid gap-6"
    >
      <Card className="grid gap-5">
        <div>
          <h2 className="text-lg font-semibold text-fg">{t('checkout.personalInfo')}</h2>
          <p className="mt-1 text-sm text-fg-muted">{t('checkout.personalInfoIntro')}</p>
        </div>
        <RegistrationFields form={form} />
      </Card>
      <PaymentSection fields={paymentFields} processing={processing} priceEur={tier.priceEur} submitKey="checkout.submit" />
    </PageForm>
  );
}
