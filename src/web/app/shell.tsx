import { Outlet, useLocation } from 'react-router';
import { localizePath, splitLocale } from '@shared/locales';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { Toaster } from '@web/components/ui/toaster';
import { DocumentHead } from './document-head';
import { ErrorPage } from './error-page';
import { RenderErrorBoundary } from './render-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A page that fails to render leaves the header and footer working around the error page. */}
        <RenderErrorBoundary resetKey={pathname} fallback={<ErrorPage t={t} homeHref={localizePath('/', locale)} />}>
          <Outlet />
        </RenderErrorBoundary>
      </main>
      <SiteFooter />
      <Toaster />
      <DocumentHead />
    </div>
  );
}
