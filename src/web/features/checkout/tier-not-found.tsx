import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { Button } from '@web/components/ui/button';
import { LocalizedLink } from '@web/lib/localized-link';

export function TierNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('checkout.notFoundHeading')}</h1>
      <p className="text-lg text-fg-muted">{t('checkout.notFoundText')}</p>
      <Button asChild size="lg">
        <LocalizedLink to="/membership">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('checkout.backToMembership')}
        </LocalizedLink>
      </Button>
    </section>
  );
}
