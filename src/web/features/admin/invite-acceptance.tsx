import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { adminCatalog } from '@shared/admin-catalog';
import { pagePath } from '@shared/routes';
import { STAFF_MIN_PASSWORD, type AcceptedStaffInvite, type OpenedStaffInvite } from '@shared/staff';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { Spinner } from '@web/components/ui/spinner';
import { showToast } from '@web/components/ui/toast-store';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest, ApiError } from '@web/lib/api-request';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { LocalizedLink } from '@web/lib/localized-link';
import { useHydrated } from '@web/lib/use-hydrated';
import { useLocale } from '@web/lib/use-locale';
import { useSearchParams } from '@web/page-runtime/page-location';

interface AcceptFields {
  displayName: string;
  password: string;
  code: string;
}

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

  // The prerendered page knows no token: it can only say that the page needs its script.
  if (!hydrated) return <p className="text-center text-fg-muted">{t('forms.needsJavaScript')}</p>;
  if (accepted) return <RecoveryCodes accepted={accepted} />;
  if (token !== '' && invite.isPending) return <Spinner label={text('invite.loading')} />;
  if (!invite.data) {
    return (
      <p role="alert" className="mx-auto max-w-lg rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('invite.invalid')}
      </p>
    );
  }
  return <AcceptForm token={token} invite={invite.data} onAccepted={setAccepted} />;
}

function AcceptForm({
  token,
  invite,
  onAccepted,
}: {
  token: string;
  invite: OpenedStaffInvite;
  onAccepted: (accepted: AcceptedStaffInvite) => void;
}) {
  const text = useMessages(adminCatalog);
  const locale = useLocale();
  const resolver = useMemo(
    () =>
      lazyResolver<AcceptFields>(async () => {
        const [{ zodResolver }, { staffInviteAcceptFormSchema }] = await Promise.all([
          import('@hookform/resolvers/zod'),
          import('@shared/staff'),
        ]);
        return zodResolver(staffInviteAcceptFormSchema(locale)) as unknown as Resolver<AcceptFields>;
      }),
    [locale],
  );
  const form = useForm<AcceptFields>({ resolver, mode: 'onTouched', defaultValues: { displayName: '', password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const qrImage = `data:image/svg+xml;base64,${btoa(invite.qrSvg)}`;

  async function submit(values: AcceptFields) {
    try {
      onAccepted(await apiRequest<AcceptedStaffInvite>('POST', '/api/admin/invites/accept', { ...values, token }));
    } catch (error) {
      form.resetField('code');
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
      showToast({ variant: 'error', title: text('invite.failed'), description });
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-xl gap-6">
      <p className="text-fg">{text('invite.for', { email: invite.email, role: text(`roles.${invite.role}`) })}</p>
      <div className="grid gap-3">
        <p className="font-semibold text-fg">{text('invite.stepApp')}</p>
        <img src={qrImage} alt={text('invite.qrAlt')} width={200} height={200} className="rounded-lg bg-white p-2" />
        <p className="text-sm text-fg-muted">
          {text('invite.key')}:{' '}
          <code dir="ltr" className="font-mono break-all text-fg">
            {invite.totpSecret.replace(/(.{4})(?!$)/g, '$1 ')}
          </code>
        </p>
      </div>
      <PageForm formId="staffInviteAccept" onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <p className="font-semibold text-fg">{text('invite.stepForm')}</p>
        <TextField
          id="invite-display-name"
          label={text('invite.displayName')}
          error={errors.displayName?.message}
          autoComplete="name"
          registration={form.register('displayName')}
        />
        <TextField
          id="invite-password"
          type="password"
          label={text('invite.password')}
          hint={text('invite.passwordHint', { min: STAFF_MIN_PASSWORD })}
          error={errors.password?.message}
          autoComplete="new-password"
          registration={form.register('password')}
        />
        <TextField
          id="invite-code"
          label={text('invite.code')}
          error={errors.code?.message}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          registration={form.register('code')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? text('invite.accepting') : text('invite.accept')}
        </Button>
      </PageForm>
    </Card>
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
      <Button asChild size="lg" className="justify-self-start">
        <LocalizedLink to={pagePath('admin')}>{text('invite.toBackOffice')}</LocalizedLink>
      </Button>
    </Card>
  );
}
