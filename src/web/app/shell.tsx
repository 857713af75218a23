import type { ReactNode } from 'react';
import { siteSearchBodyAttribute } from '@shared/site-search';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { NavPanel } from './nav-panel';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteSearchDialog } from './site-search-dialog';

/**
 * The frame of every page: skip link, header, the page, footer, and the
 * region where a notice left by the previous page appears (page-runtime/flash.ts).
 * A page the site search covers marks its main content for the index.
 */
export function Shell({ children, searchable = false }: { children: ReactNode; searchable?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none" {...(searchable ? { [siteSearchBodyAttribute]: '' } : {})}>
        {children}
      </main>
      <SiteFooter />
      <NavPanel />
      <SiteSearchDialog />
      <div role="status" data-flash-region="" className="fixed inset-x-4 bottom-4 z-50 md:start-auto md:w-[420px]" />
      <template data-flash="signed-out">{t('account.signedOut')}</template>
    </div>
  );
}
