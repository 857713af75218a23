import { CreditCard, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { formatAmount } from '@shared/format/numbers';
import { useLocale } from '@web/lib/use-locale';

/** The card fields and the pay button, the same for joining and renewing. */
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
  return (
    <Card className="grid gap-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          {t('checkout.payment')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('checkout.paymentIntro')}</p>
      </div>
      {fields}
      <Button type="submit" size="lg" disabled={processing} aria-live="polite">
        {processing ? t('checkout.processing') : t(submitKey, { amount: formatAmount(amountCents / 100, 'EUR', locale) })}
      </Button>
      <p className="flex items-center justify-center gap-2 text-xs text-fg-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        {t('checkout.secureNote')}
      </p>
    </Card>
  );
}
