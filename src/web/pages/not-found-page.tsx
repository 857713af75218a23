import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageCopy } from '@content/pages';
import { Button } from '@web/components/ui/button';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-6 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{localized(pageCopy.notFound.heading)}</h1>
      <p className="text-lg text-fg-muted">{localized(pageCopy.notFound.intro)}</p>
      <Button asChild size="lg">
        <LocalizedLink to="/">
          <Home aria-hidden="true" />
          {t('page.backHome')}
        </LocalizedLink>
      </Button>
    </section>
  );
}
