import { Home, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { SiteTranslate } from '@web/i18n/site-messages';

/**
 * What a visitor sees when a page fails to render: what happened and two ways
 * on. Plain links and a reload, not client-side navigation, since the app
 * itself may be what broke.
 */
export function ErrorPage({ t, homeHref }: { t: SiteTranslate; homeHref: string }) {
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-6 px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('page.error.title')}</h1>
      <p className="text-lg text-fg-muted">{t('page.error.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('page.error.reload')}
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={homeHref}>
            <Home aria-hidden="true" />
            {t('page.error.home')}
          </a>
        </Button>
      </div>
    </section>
  );
}
