import { Globe } from 'lucide-react';
import { useLocation } from 'react-router';
import { localeNames, splitLocale } from '@shared/locales';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useOnDemand } from '@web/lib/use-on-demand';

const loadDropdown = () => import('./language-menu-content');

/** The language button; the menu itself, with its Radix code, loads when the button is first used. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = splitLocale(useLocation().pathname);
  const dropdown = useOnDemand(loadDropdown);
  const button = (props: ButtonProps) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('shell.chooseLanguage', { code: locale.toUpperCase(), current: localeNames[locale] })}
      {...props}
    >
      <Globe aria-hidden="true" />
      <span className="uppercase">{locale}</span>
    </Button>
  );
  const Dropdown = dropdown.loaded?.LanguageDropdown;
  if (Dropdown) return <Dropdown trigger={button({})} />;
  return button({
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: dropdown.prefetch,
    onFocus: dropdown.prefetch,
    onClick: () => void dropdown.activate(),
  });
}
