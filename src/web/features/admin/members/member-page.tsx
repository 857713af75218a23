import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { memberRoles, type MemberDetail } from '@shared/admin/member-constants';
import { pagePath } from '@shared/routes';
import { roleAllows, type StaffRole } from '@shared/staff-roles';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api-request';
import { LocalizedLink } from '@web/lib/localized-link';
import { BillingSection } from './billing-section';
import { DirectorySection } from './directory-section';
import { DocumentsSection } from './documents-section';
import { EmailsSection } from './emails-section';
import { EraseSection } from './erase-section';
import { useFormatters } from './formatters';
import { HistorySection } from './history-section';
import type { MemberSectionProps } from './member-context';
import { MembershipSection } from './membership-section';
import { PaymentsSection } from './payments-section';
import { ProfileSection } from './profile-section';
import { StatusBadge } from './status-badge';

/** One member's page: who they are, their membership, money and mail, and the actions the staff member's role allows. */
export function MemberPage({ accountId, role }: { accountId: string; role: StaffRole }) {
  const text = useMessages(adminMembersCatalog);
  const { longDate } = useFormatters();
  const apiPath = `/api/admin/members/${encodeURIComponent(accountId)}`;
  const refreshKey = [apiPath] as const;
  const member = useQuery<MemberDetail>({ queryKey: refreshKey });
  const back = (
    <LocalizedLink
      to={pagePath('adminMembers')}
      className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {text('member.back')}
    </LocalizedLink>
  );
  if (member.isPending) return <Spinner label={text('member.loading')} />;
  if (!member.data) {
    const notFound = member.error instanceof ApiError && member.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
          {notFound ? text('errors.notFound') : text('member.loadFailed')}
        </p>
      </div>
    );
  }
  const data = member.data;
  const anonymised = data.profile.anonymisedAt !== null;
  const sections: MemberSectionProps = {
    member: data,
    apiPath,
    refreshKey,
    role,
    canChange: !anonymised && roleAllows(role, memberRoles.change),
    canRefund: roleAllows(role, memberRoles.refund),
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-fg">
          <bdi>{`${data.profile.firstName} ${data.profile.lastName}`}</bdi>
        </h2>
        {data.membership ? <StatusBadge status={data.membership.status} /> : null}
      </div>
      {data.profile.anonymisedAt ? (
        <p role="status" className="rounded-2xl border border-border bg-surface-muted p-4 text-fg">
          {text('member.anonymised', { date: longDate(data.profile.anonymisedAt) })}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileSection {...sections} />
        <MembershipSection {...sections} />
        <BillingSection {...sections} />
        <DirectorySection {...sections} />
      </div>
      <PaymentsSection {...sections} />
      <DocumentsSection {...sections} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <EmailsSection {...sections} />
        <HistorySection {...sections} />
      </div>
      {sections.canChange ? <EraseSection {...sections} /> : null}
    </div>
  );
}
