import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { SignedInMember } from '@shared/accounts';
import { localizePath } from '@shared/locales';
import { Button } from '@web/components/ui/button';
import { showToast } from '@web/components/ui/toast-store';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { signOut } from '@web/lib/session-store';
import { useLocale } from '@web/lib/use-locale';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** Takes the Join button's place for a signed-in member; loaded only for them. */
export default function AccountMenu({ member }: { member: SignedInMember }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  async function leave() {
    await signOut();
    showToast({ variant: 'default', title: t('account.signedOut') });
    await navigate(localizePath('/', locale));
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" className="ms-1 hidden max-w-48 sm:inline-flex" aria-label={t('account.menuLabel', { name: member.firstName })}>
          <UserRound aria-hidden="true" />
          <span className="truncate">{member.firstName}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-border bg-surface-raised p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-fg-muted">
            {member.firstName} {member.lastName}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild>
            <LocalizedLink to="/account" className={itemClass}>
              {t('account.myMembership')}
            </LocalizedLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <LocalizedLink to="/member-directory" className={itemClass}>
              {t('account.directory')}
            </LocalizedLink>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void leave()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
