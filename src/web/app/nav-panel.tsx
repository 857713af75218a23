import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { site } from '@shared/site';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';

/**
 * Below the large breakpoint the navigation lives in a side panel. Radix's
 * dialog traps focus while it is open, closes on Escape and returns focus to
 * the menu button.
 */
export function NavPanel() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('shell.openMenu')}>
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 end-0 z-50 flex w-[300px] flex-col gap-6 overflow-y-auto border-s border-border bg-surface p-6 shadow-xl sm:w-[400px] lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="sr-only">{t('shell.menuTitle')}</Dialog.Title>
            <LocalizedLink to="/" onClick={close} aria-label={t('shell.homeLink', { name: localized(site.name) })}>
              <Logo />
            </LocalizedLink>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.mainNavigation')}>
            <MainNavLinks orientation="vertical" onNavigate={close} />
          </nav>
          <Button asChild size="lg" className="mt-auto">
            <LocalizedLink to="/membership" onClick={close}>
              {t('shell.join')}
            </LocalizedLink>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
