import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { ButtonLink } from '@web/components/ui/button-link';

export function TierNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('checkout.notFoundHeading')}</h1>
      <p className="text-lg text-fg-muted">{t('checkout.notFoundText')}</p>
      <ButtonLink size="lg" to="/membership">
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('checkout.backToMembership')}
      </ButtonLink>
    </section>
  );
}
