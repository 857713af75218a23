import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useSession } from '@web/lib/session-store';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * Join and Sign in for visitors; the member's name and account menu once the
 * session says who is signed in. The prerendered page shows the visitor's view.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const session = useSession();
  const joinButton = (
    <Button asChild size="sm" className="ms-1 whitespace-nowrap max-sm:hidden">
      <LocalizedLink to="/membership">{t('shell.join')}</LocalizedLink>
    </Button>
  );
  if (session.status === 'signed-in') {
    // Until the menu's code arrives, the member's name already leads to their account.
    const accountLink = (
      <Button asChild variant="outline" size="sm" className="ms-1 max-w-48 max-sm:hidden">
        <LocalizedLink to="/account">
          <UserRound aria-hidden="true" />
          <span className="truncate">{session.member.firstName}</span>
        </LocalizedLink>
      </Button>
    );
    return (
      <Suspense fallback={accountLink}>
        <AccountMenu member={session.member} />
      </Suspense>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="whitespace-nowrap max-md:hidden">
        <LocalizedLink to="/login">{t('account.signIn')}</LocalizedLink>
      </Button>
      {joinButton}
    </>
  );
}
