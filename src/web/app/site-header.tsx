import { useTranslation } from '@web/i18n/locale-texts-context';
import { site } from '@shared/site';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { HeaderAccount } from './header-account';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';
import { NavPanelButton } from './nav-panel';
import { SiteSearchButton } from './site-search-dialog';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8 xl:h-18">
        <LocalizedLink
          to="/"
          className="rounded-lg"
          aria-label={t('shell.homeLink', { name: `${site.shortName} ${localized(site.name)}` })}
        >
          <Logo />
        </LocalizedLink>
        <nav aria-label={t('shell.mainNavigation')} className="ms-auto hidden xl:block">
          <MainNavLinks orientation="horizontal" />
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:ms-2">
          <SiteSearchButton />
          <LanguageMenu />
          <ThemeToggle />
          <HeaderAccount />
          <NavPanelButton />
        </div>
      </div>
    </header>
  );
}
