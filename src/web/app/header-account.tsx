import { LogOut, UserRound } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button-link';
import { Button } from '@web/components/ui/button';
import { MenuContent, MenuLabel, menuItemClass } from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';

const accountMenuId = 'account-menu';

/**
 * Join and Sign in for visitors; the member's name and account menu once the
 * session says who is signed in (page-runtime/header/account-area.ts fills in
 * the name and shows the one or the other). The prerendered page shows the
 * visitor's view.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  return (
    <>
      <div data-session="visitor" className="flex items-center">
        <ButtonLink variant="ghost" size="sm" className="whitespace-nowrap max-md:hidden" to="/login">
          {t('account.signIn')}
        </ButtonLink>
        <ButtonLink size="sm" className="ms-1 whitespace-nowrap max-sm:hidden" to="/membership">
          {t('shell.join')}
        </ButtonLink>
      </div>
      <div data-session="member" hidden className="relative max-sm:hidden">
        <Button
          variant="outline"
          size="sm"
          className="ms-1 max-w-48"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-controls={accountMenuId}
          data-menu-button=""
          data-member-label={t('account.menuLabel', { name: '{name}' })}
        >
          <UserRound aria-hidden="true" />
          <span className="truncate" data-member-first-name="" />
        </Button>
        <MenuContent id={accountMenuId} label={t('account.myMembership')} className="min-w-52">
          <MenuLabel>
            <span data-member-full-name="" />
          </MenuLabel>
          <LocalizedLink to="/account" role="menuitem" tabIndex={-1} className={menuItemClass}>
            {t('account.myMembership')}
          </LocalizedLink>
          <LocalizedLink to="/member-directory" role="menuitem" tabIndex={-1} className={menuItemClass}>
            {t('account.directory')}
          </LocalizedLink>
          <div role="separator" className="my-1 h-px bg-border" />
          <button type="button" role="menuitem" tabIndex={-1} className={menuItemClass} data-sign-out="">
            <LogOut className="size-4" aria-hidden="true" />
            {t('account.signOut')}
          </button>
        </MenuContent>
      </div>
    </>
  );
}
