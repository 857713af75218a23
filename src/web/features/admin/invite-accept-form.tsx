import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { adminCatalog } from '@shared/admin-catalog';
import { STAFF_MIN_PASSWORD, type AcceptedStaffInvite, type OpenedStaffInvite } from '@shared/staff';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest, ApiError } from '@web/lib/api-request';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useLocale } from '@web/lib/use-locale';

interface AcceptFields {
  displayName: string;
  password: string;
  code: string;
}

/** The authenticator set-up and the form that accepts an invitation: loaded only once an invitation has opened (react-hook-form is most of its weight). */
export function AcceptForm({
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
