import { useTranslation } from '@web/i18n/locale-texts-context';
import type { MembershipTier } from '@shared/membership';
import { Card } from '@web/components/ui/card';
import { formatEuro } from '@shared/format/numbers';
import { useLocale } from '@web/lib/use-locale';

export function OrderSummary({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = formatEuro(Number(tier.priceEur), locale);
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold text-fg">{t('checkout.orderSummary')}</h2>
      <dl className="grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.membership')}</dt>
          <dd className="font-medium text-fg">{tier.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.duration')}</dt>
          <dd className="font-medium text-fg">{t('checkout.twelveMonths')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold text-fg">{t('checkout.total')}</dt>
          <dd className="font-bold text-fg">{price}</dd>
        </div>
      </dl>
      <p className="text-xs text-fg-muted">{tier.description}</p>
      <p className="text-xs text-fg-muted">{t('checkout.priceNote')}</p>
    </Card>
  );
}
