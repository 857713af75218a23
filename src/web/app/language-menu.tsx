import { Check, Globe } from 'lucide-react';
import { localeNames, locales, localizePath, splitLocale } from '@shared/locales';
import { findPage } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { MenuContent, MenuLabel, menuItemClass } from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { usePageLocation } from '@web/page-runtime/page-location';
import { clsx } from 'clsx';

const menuId = 'language-menu';

/**
 * The language button and its menu. Choosing a language is a full page load,
 * since the document's lang, direction, texts and fonts all change with it;
 * the link sets the preference cookie on the way (`data-language-choice`).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const location = usePageLocation();
  const { locale: current, path: renderedPath } = splitLocale(location.pathname);
  // The 404 page is rendered for no path of its own: without the page script its links lead home.
  const path = findPage(renderedPath) ? renderedPath : '/';
  return (
    <div className="relative">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('shell.chooseLanguage', { code: current.toUpperCase(), current: localeNames[current] })}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={menuId}
        data-menu-button=""
      >
        <Globe aria-hidden="true" />
        <span className="uppercase">{current}</span>
      </Button>
      <MenuContent id={menuId} label={t('shell.language')} className="min-w-44">
        <MenuLabel>{t('shell.language')}</MenuLabel>
        {locales.map((locale) => (
          <a
            key={locale}
            role="menuitem"
            tabIndex={-1}
            href={`${localizePath(path, locale)}${location.search}`}
            hrefLang={locale}
            lang={locale}
            data-language-choice={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={clsx(menuItemClass, 'justify-between')}
          >
            {localeNames[locale]}
            {locale === current ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
          </a>
        ))}
      </MenuContent>
    </div>
  );
}
