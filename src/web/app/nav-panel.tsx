import { Menu, X } from 'lucide-react';
import { site } from '@shared/site';
import { ButtonLink } from '@web/components/ui/button-link';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';

const panelId = 'nav-panel';
const panelTitleId = 'nav-panel-title';

/** The header's menu button below the large breakpoint; it opens the NavPanel. */
export function NavPanelButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="xl:hidden"
      aria-label={t('shell.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-controls={panelId}
      data-opens-dialog={panelId}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}

/**
 * Below the large breakpoint the navigation lives in a side panel, a native
 * modal dialog that the menu button opens (page-runtime/dialogs.ts). It sits
 * outside the header, so the header holds one navigation. The dialog is never
 * hidden by a breakpoint while open: a modal the visitor cannot see would
 * leave the page refusing every click.
 */
export function NavPanel() {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <dialog
      id={panelId}
      data-nav-panel=""
      aria-labelledby={panelTitleId}
      className="fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-[300px] max-w-full flex-col gap-6 overflow-y-auto border-s border-border bg-surface p-6 text-fg shadow-xl backdrop:bg-black/50 open:flex sm:w-[400px]"
    >
      <div className="flex items-center justify-between">
        <h2 id={panelTitleId} className="sr-only">
          {t('shell.menuTitle')}
        </h2>
        <LocalizedLink to="/" aria-label={t('shell.homeLink', { name: `${site.shortName} ${localized(site.name)}` })}>
          <Logo />
        </LocalizedLink>
        <Button type="button" variant="ghost" size="icon" aria-label={t('shell.closeMenu')} data-close-dialog="">
          <X aria-hidden="true" />
        </Button>
      </div>
      <nav aria-label={t('shell.mainNavigation')}>
        <MainNavLinks orientation="vertical" />
      </nav>
      <div className="mt-auto grid gap-3">
        <ButtonLink size="lg" variant="outline" to="/login" data-session="visitor">
          {t('account.signIn')}
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to="/account" data-session="member" hidden>
          {t('account.myMembership')}
        </ButtonLink>
        <ButtonLink size="lg" to="/membership">
          {t('shell.join')}
        </ButtonLink>
      </div>
    </dialog>
  );
}
