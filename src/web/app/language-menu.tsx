import { Check, Globe } from 'lucide-react';
import { localeNames, locales, localizePath, splitLocale, type Locale } from '@shared/locales';
import { findPage, isShellPath } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { MenuContent, MenuLabel, menuItemClass } from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { usePageLocation } from '@web/page-runtime/page-location';
import { clsx } from 'clsx';

const menuId = 'language-menu';

/**
 * The path the language links lead to before the page script points them at
 * the visitor's own URL (and for good without JavaScript): the rendered path,
 * or for a shell (one document for every tier or member) the nearest page up
 * its path, or for the 404 page, rendered for no path of its own, home. A
 * shell's placeholder is never a link.
 */
function linkablePath(renderedPath: string): string {
  if (!findPage(renderedPath)) return '/';
  let path = renderedPath;
  while (path !== '/' && (isShellPath(path) || !findPage(path))) path = path.slice(0, path.lastIndexOf('/')) || '/';
  return path;
}

/**
 * The languages as plain links for a visitor without JavaScript, whose menu
 * button cannot open: the button gives way to them. They lead to this page
 * without a query (a prerendered variant's query stands for any value).
 */
function LanguageLinks({ path, current }: { path: string; current: Locale }) {
  const { t } = useTranslation();
  return (
    <noscript>
      {/* Unquoted: a renderer escapes quotes in text, even in a style element. */}
      <style>{`[aria-controls=${menuId}]{display:none}`}</style>
      <nav aria-label={t('shell.language')}>
        <ul className="flex items-center">
          {locales.map((locale) => (
            <li key={locale}>
              <a
                href={localizePath(path, locale)}
                hrefLang={locale}
                lang={locale}
                title={localeNames[locale]}
                aria-current={locale === current ? 'true' : undefined}
                className="inline-flex min-h-11 min-w-8 items-center justify-center rounded-lg px-1 text-sm font-medium text-fg-muted uppercase hover:text-fg aria-[current]:text-fg aria-[current]:underline aria-[current]:decoration-primary aria-[current]:decoration-2 aria-[current]:underline-offset-4"
              >
                {locale}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

/**
 * The language button and its menu. Choosing a language is a full page load,
 * since the document's lang, direction, texts and fonts all change with it;
 * the link sets the preference cookie on the way (`data-language-choice`).
 * Without JavaScript the same languages are links in the header.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const location = usePageLocation();
  const { locale: current, path: renderedPath } = splitLocale(location.pathname);
  const path = linkablePath(renderedPath);
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
      <LanguageLinks path={path} current={current} />
    </div>
  );
}
