import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { Button } from '@web/components/ui/button';

/** The theme button; page-runtime/header/theme-toggle.ts makes it work. */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t('shell.darkMode')} data-theme-toggle="">
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
    </Button>
  );
}
