import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { adminCatalog } from '@shared/admin-catalog';
import type { StaffListEntry, StaffOverview } from '@shared/staff';
import { staffRoles, type StaffRole } from '@shared/staff-roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { inputClass } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest, ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { useStaff } from './use-staff';

const staffQueryKey = ['/api/admin/staff'] as const;

function useStaffChange() {
  const text = useMessages(adminCatalog);
  const client = useQueryClient();
  return async (change: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await change();
      await client.invalidateQueries({ queryKey: staffQueryKey });
      showToast({ title: success });
      return true;
    } catch (error) {
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
      showToast({ variant: 'error', title: text('staff.failed'), description });
      return false;
    }
  };
}

/** The staff page (admins only): who can sign in with which role, changing and disabling them, and inviting new staff. */
export function StaffSection() {
  const text = useMessages(adminCatalog);
  const overview = useQuery<StaffOverview>({ queryKey: staffQueryKey });
  if (overview.isPending) return <Spinner label={text('frame.loading')} />;
  if (!overview.data) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('frame.loadFailed')}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="staff-list-title" className="grid gap-4">
        <h2 id="staff-list-title" className="text-xl font-semibold text-fg">
          {text('staff.listTitle')}
        </h2>
        <ul className="grid gap-3">
          {overview.data.staff.map((member) => (
            <StaffRow key={member.id} member={member} />
          ))}
        </ul>
      </section>
      <InviteForm />
      <PendingInvites invites={overview.data.invites} />
    </div>
  );
}

function StaffRow({ member }: { member: StaffListEntry }) {
  const text = useMessages(adminCatalog);
  const { staff: me } = useStaff();
  const change = useStaffChange();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const roleId = `staff-role-${member.id}`;
  const isMe = member.email === me.email;

  const saveRole = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change(
      () => apiRequest('PATCH', `/api/admin/staff/${member.id}`, { role }),
      text('staff.roleChanged', { name: member.displayName, role: text(`roles.${role}`) }),
    );
  };
  const disable = async () => {
    if (
      await change(
        () => apiRequest('POST', `/api/admin/staff/${member.id}/disable`),
        text('staff.disabledDone', { name: member.displayName }),
      )
    ) {
      setConfirming(false);
    }
  };

  return (
    <li>
      <Card className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="grid gap-1">
          <p className="font-semibold text-fg">
            {member.displayName} {isMe ? <span className="font-normal text-fg-muted">({text('staff.you')})</span> : null}
          </p>
          <p className="text-sm break-all text-fg-muted">
            <span dir="ltr">{member.email}</span>
          </p>
          <p className="flex flex-wrap gap-2">
            <Badge tone="neutral">{text(`roles.${member.role}`)}</Badge>
            <Badge tone={member.disabled ? 'secondary' : 'primary'}>
              {member.disabled ? text('staff.disabled') : text('staff.active')}
            </Badge>
          </p>
        </div>
        {member.disabled ? null : (
          <div className="grid gap-3">
            <form onSubmit={saveRole} className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor={roleId} className="text-sm font-medium text-fg">
                  {text('staff.roleOf', { name: member.displayName })}
                </label>
                <select id={roleId} className={inputClass} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
                  {staffRoles.map((option) => (
                    <option key={option} value={option}>
                      {text(`roles.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" variant="outline" disabled={role === member.role}>
                {text('staff.saveRole')}
              </Button>
            </form>
            {confirming ? (
              <div role="alert" className="grid gap-2 rounded-lg border border-border p-3">
                <p className="text-sm text-fg">{text('staff.disableConfirm', { name: member.displayName })}</p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="primary" size="sm" onClick={() => void disable()}>
                    {text('staff.disable')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    {text('staff.cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setConfirming(true)}>
                {text('staff.disable')}
              </Button>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}

function InviteForm() {
  const text = useMessages(adminCatalog);
  const change = useStaffChange();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('membership');
  const [sending, setSending] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    if (await change(() => apiRequest('POST', '/api/admin/staff/invites', { email, role }), text('staff.invited', { email }))) setEmail('');
    setSending(false);
  };

  return (
    <section aria-labelledby="staff-invite-title">
      <Card className="grid gap-4">
        <h2 id="staff-invite-title" className="text-xl font-semibold text-fg">
          {text('staff.inviteTitle')}
        </h2>
        <p className="text-sm text-fg-muted">{text('staff.inviteText')}</p>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 lg:grid-cols-[2fr_1fr_auto] lg:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="staff-invite-email" className="text-sm font-medium text-fg">
              {text('staff.email')}
            </label>
            <input
              id="staff-invite-email"
              type="email"
              required
              autoComplete="off"
              className={inputClass}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="staff-invite-role" className="text-sm font-medium text-fg">
              {text('staff.role')}
            </label>
            <select
              id="staff-invite-role"
              className={inputClass}
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {staffRoles.map((option) => (
                <option key={option} value={option}>
                  {text(`roles.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={sending}>
            {sending ? text('staff.inviting') : text('staff.invite')}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function PendingInvites({ invites }: { invites: StaffOverview['invites'] }) {
  const text = useMessages(adminCatalog);
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="staff-pending-title" className="grid gap-3">
      <h2 id="staff-pending-title" className="text-xl font-semibold text-fg">
        {text('staff.pendingTitle')}
      </h2>
      {invites.length === 0 ? (
        <p className="text-fg-muted">{text('staff.noPending')}</p>
      ) : (
        <ul className="grid gap-2">
          {invites.map((invite) => (
            <li key={invite.email} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-4 py-3">
              <span className="break-all text-fg" dir="ltr">
                {invite.email}
              </span>
              <Badge tone="neutral">{text(`roles.${invite.role}`)}</Badge>
              <span className="text-sm text-fg-muted">{text('staff.expires', { date: date.format(new Date(invite.expiresAt)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
