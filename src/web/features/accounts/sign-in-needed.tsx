import { LockKeyhole } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { usePageLocation } from '@web/page-runtime/page-location';
import { useMessages } from '@web/i18n/use-messages';
import { accountCatalog } from './account-catalog';

/** What a members-only page shows a visitor: sign in and come back here, or join. */
export function SignInNeeded() {
  const { t } = useTranslation();
  const text = useMessages(accountCatalog);
  const location = usePageLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Card className="mx-auto grid w-full max-w-lg justify-items-center gap-4 text-center">
      <LockKeyhole className="size-8 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-fg">{text('signInNeeded.title')}</h2>
      <p className="text-fg-muted">{text('signInNeeded.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink size="lg" to={`/login?next=${next}`}>
          {t('account.signIn')}
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to="/membership">
          {text('signIn.join')}
        </ButtonLink>
      </div>
    </Card>
  );
}
