import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { Button } from '@web/components/ui/button';
import { useTheme } from './use-theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('shell.darkMode')}
      aria-pressed={theme === undefined ? undefined : theme === 'dark'}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
    </Button>
  );
}
