import { LockKeyhole } from 'lucide-react';
import { pagePath } from '@shared/routes';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { adminCatalog } from '@shared/admin-catalog';

/** What a back-office page shows without a staff session: the way to the staff sign-in. */
export function StaffSignInNeeded() {
  const text = useMessages(adminCatalog);
  return (
    <Card className="mx-auto grid w-full max-w-lg justify-items-center gap-4 text-center">
      <LockKeyhole className="size-8 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-fg">{text('signInNeeded.title')}</h2>
      <p className="text-fg-muted">{text('signInNeeded.text')}</p>
      <ButtonLink size="lg" to={pagePath('adminSignIn')}>
        {text('signInNeeded.link')}
      </ButtonLink>
    </Card>
  );
}
