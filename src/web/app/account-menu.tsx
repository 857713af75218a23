import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import type { SignedInMember } from '@shared/accounts';
import { Button } from '@web/components/ui/button';
import { MenuContent, MenuLabel, menuItemClass } from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useSignOut } from '@web/lib/use-sign-out';

/** Takes the Join button's place for a signed-in member; loaded only for them. */
export default function AccountMenu({ member }: { member: SignedInMember }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="ms-1 max-w-48 max-sm:hidden"
          aria-label={t('account.menuLabel', { name: member.firstName })}
        >
          <UserRound aria-hidden="true" />
          <span className="truncate">{member.firstName}</span>
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent className="min-w-52">
        <MenuLabel>
          {member.firstName} {member.lastName}
        </MenuLabel>
        <DropdownMenu.Item asChild>
          <LocalizedLink to="/account" className={menuItemClass}>
            {t('account.myMembership')}
          </LocalizedLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <LocalizedLink to="/member-directory" className={menuItemClass}>
            {t('account.directory')}
          </LocalizedLink>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('account.signOut')}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
