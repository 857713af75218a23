import { Home } from 'lucide-react';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import { ButtonLink } from '@web/components/ui/button-link';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-6 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{pageCopy.notFound.heading}</h1>
      <p className="text-lg text-fg-muted">{pageCopy.notFound.intro}</p>
      <ButtonLink size="lg" to="/">
        <Home aria-hidden="true" />
        {t('page.backHome')}
      </ButtonLink>
    </section>
  );
}
