import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { languagePreferenceKey, localeNames, locales, localizePath, splitLocale, type Locale } from '@shared/locales';
import { MenuContent, MenuLabel, menuItemClass } from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { clsx } from 'clsx';

const ONE_YEAR_SECONDS = 31_536_000;

function rememberLanguage(locale: Locale) {
  document.cookie = `${languagePreferenceKey}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The open menu with Radix's keyboard handling; loaded on the first click, and
 * open from the moment it mounts. Choosing a language is a full page load,
 * because the document's lang, direction, texts and fonts all change with it.
 */
export function LanguageDropdown({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { locale: current, path } = splitLocale(location.pathname);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent className="min-w-44">
        <MenuLabel>{t('shell.language')}</MenuLabel>
        {locales.map((locale) => (
          <DropdownMenu.Item key={locale} asChild>
            <a
              href={`${localizePath(path, locale)}${location.search}`}
              hrefLang={locale}
              lang={locale}
              onClick={() => rememberLanguage(locale)}
              aria-current={locale === current ? 'true' : undefined}
              className={clsx(menuItemClass, 'justify-between gap-4')}
            >
              {localeNames[locale]}
              {locale === current ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
            </a>
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
