import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { site } from '@shared/site';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useSession } from '@web/lib/session-store';
import { useLocalized } from '@web/lib/use-locale';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';

/**
 * The side panel. Radix's dialog traps focus while it is open and closes on
 * Escape; the menu button lives outside it, so focus is handed back explicitly.
 * It hides at the same breakpoint as the menu button (`xl`): a panel hidden
 * while its modal dialog is open would leave the page refusing every click.
 */
export function NavPanelDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const session = useSession();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-[300px] flex-col gap-6 overflow-y-auto border-s border-border bg-surface p-6 shadow-xl sm:w-[400px] xl:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="sr-only">{t('shell.menuTitle')}</Dialog.Title>
            <LocalizedLink to="/" onClick={close} aria-label={t('shell.homeLink', { name: `${site.shortName} ${localized(site.name)}` })}>
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
          <div className="mt-auto grid gap-3">
            {session.status === 'signed-in' ? (
              <Button asChild size="lg" variant="outline">
                <LocalizedLink to="/account" onClick={close}>
                  {t('account.myMembership')}
                </LocalizedLink>
              </Button>
            ) : (
              <Button asChild size="lg" variant="outline">
                <LocalizedLink to="/login" onClick={close}>
                  {t('account.signIn')}
                </LocalizedLink>
              </Button>
            )}
            <Button asChild size="lg">
              <LocalizedLink to="/membership" onClick={close}>
                {t('shell.join')}
              </LocalizedLink>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
