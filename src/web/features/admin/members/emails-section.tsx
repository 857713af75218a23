import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

/** The mail the chamber queued for this member (invoices, refunds, reminders…), newest first. */
export function EmailsSection({ member }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { date } = useFormatters();
  return (
    <SectionCard title={text('member.sections.emails')}>
      {member.emails.length === 0 ? (
        <p className="text-fg-muted">{text('member.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {member.emails.map((email) => (
            <li key={email.id} className="grid gap-0.5 border-t border-border pt-3 first:border-t-0 first:pt-0">
              <p className="font-medium text-fg">
                <bdi>{email.subject}</bdi>
              </p>
              <p className="text-sm break-all text-fg-muted">
                {text('member.emails.to')}: <bdi>{email.toAddress}</bdi>
              </p>
              <p className="text-sm text-fg-muted">
                {date(email.createdAt)} · {text('member.emails.status', { status: email.status })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
