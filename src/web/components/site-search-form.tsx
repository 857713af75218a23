import { Search } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useLocale } from '@web/lib/use-locale';
import { localizePath } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { Button } from './ui/button';

/**
 * The site search's form: a GET to the search page in the page's language, so
 * it works without JavaScript (the server answers with the results) and Enter
 * sends it. The header's dialog, the search page and the 404 page use it.
 */
export function SiteSearchForm({
  id,
  live = false,
  inDialog = false,
}: {
  id: string;
  /** Inside a dialog: the field takes the focus when the dialog opens. */
  inDialog?: boolean;
  /** Whether results follow the typing (the search page, page-runtime/live-search.ts). */
  live?: boolean;
}) {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <form role="search" method="get" action={localizePath(pagePath('search'), locale)} data-live-search={live ? '' : undefined}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
          <input
            id={id}
            name="q"
            type="search"
            placeholder={t('search.placeholder')}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only inside a modal dialog, where the browser focuses it as the dialog opens (never on page load)
            autoFocus={inDialog}
            enterKeyHint="search"
            maxLength={100}
            className="h-11 w-full rounded-lg border border-border bg-surface-raised ps-9 pe-3 text-fg placeholder:text-fg-muted"
          />
        </div>
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </form>
  );
}
