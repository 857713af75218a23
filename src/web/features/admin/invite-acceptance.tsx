import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { adminCatalog } from '@shared/admin-catalog';
import { pagePath } from '@shared/routes';
import type { AcceptedStaffInvite, OpenedStaffInvite } from '@shared/staff';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest } from '@web/lib/api-request';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from '@web/page-runtime/page-location';

const noticeBox = 'mx-auto max-w-lg rounded-2xl border border-border bg-surface-raised p-8 text-center';

const AcceptForm = lazy(async () => ({ default: (await import('./invite-accept-form')).AcceptForm }));

/**
 * The page an invitation's link opens: the authenticator set-up (QR code and
 * key, derived by the server from the link's token), then the name, password
 * and a first code; then the recovery codes, shown this once. The token is
 * sent in request bodies only.
 */
export function InviteAcceptance() {
  const { t } = useTranslation();
  const text = useMessages(adminCatalog);
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery<OpenedStaffInvite>({
    queryKey: ['/api/admin/invites/open', token],
    queryFn: () => apiRequest('POST', '/api/admin/invites/open', { token }),
    enabled: hydrated && token !== '',
  });
  const [accepted, setAccepted] = useState<AcceptedStaffInvite>();

  // The prerendered page knows no token: it can only say that the page needs its script, in the box a refusal would take.
  if (!hydrated) return <p className={clsx(noticeBox, 'text-fg-muted')}>{t('forms.needsJavaScript')}</p>;
  if (accepted) return <RecoveryCodes accepted={accepted} />;
  if (token !== '' && invite.isPending) return <Spinner label={text('invite.loading')} />;
  if (!invite.data) {
    return (
      <p role="alert" className={clsx(noticeBox, 'text-fg')}>
        {text('invite.invalid')}
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label={text('invite.loading')} />}>
      <AcceptForm token={token} invite={invite.data} onAccepted={setAccepted} />
    </Suspense>
  );
}

function RecoveryCodes({ accepted }: { accepted: AcceptedStaffInvite }) {
  const text = useMessages(adminCatalog);
  return (
    <Card className="mx-auto grid w-full max-w-xl gap-4">
      <h2 className="text-xl font-semibold text-fg">{text('invite.doneTitle')}</h2>
      <p className="text-fg-muted">{text('invite.recoveryText')}</p>
      <ul className="grid grid-cols-1 gap-2 font-mono text-fg sm:grid-cols-2" dir="ltr">
        {accepted.recoveryCodes.map((code) => (
          <li key={code} className="rounded-lg bg-surface-muted px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <ButtonLink size="lg" className="justify-self-start" to={pagePath('admin')}>
        {text('invite.toBackOffice')}
      </ButtonLink>
    </Card>
  );
}
