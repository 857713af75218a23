import { Search, X } from 'lucide-react';
import { localizePath } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { Button, buttonStyles } from '@web/components/ui/button';
import { SiteSearchForm } from '@web/components/site-search-form';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useLocale } from '@web/lib/use-locale';

const dialogId = 'site-search-dialog';
const dialogTitleId = 'site-search-dialog-title';

/**
 * The header's search control. Without JavaScript it is a link to the search
 * page; the page runtime turns it into the button that opens SiteSearchDialog
 * (page-runtime/dialogs.ts), so no search code loads until a search is sent.
 */
export function SiteSearchButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <a
      href={localizePath(pagePath('search'), locale)}
      className={buttonStyles({ variant: 'ghost', size: 'icon' })}
      aria-label={t('shell.search')}
      aria-controls={dialogId}
      data-opens-dialog={dialogId}
    >
      <Search aria-hidden="true" />
    </a>
  );
}

/** A native modal dialog with the site search's form; Escape, the close button or the backdrop closes it. */
export function SiteSearchDialog() {
  const { t } = useTranslation();
  return (
    <dialog
      id={dialogId}
      aria-labelledby={dialogTitleId}
      className="fixed inset-x-0 top-0 m-0 mx-auto mt-4 w-[calc(100%-2rem)] max-w-2xl rounded-xl border border-border bg-surface p-5 text-fg shadow-xl backdrop:bg-black/50 sm:mt-20 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={dialogTitleId} className="text-lg font-semibold">
          {t('shell.search')}
        </h2>
        <Button type="button" variant="ghost" size="icon" aria-label={t('shell.closeSearch')} data-close-dialog="">
          <X aria-hidden="true" />
        </Button>
      </div>
      <SiteSearchForm id="site-search-dialog-query" inDialog />
    </dialog>
  );
}
