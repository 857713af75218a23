import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

/** The audit log's names of member actions, as the history says them. */
const actionKeys = {
  'member.payment.refund': 'member.history.actions.refund',
  'member.membership.change-end': 'member.history.actions.changeEnd',
  'member.membership.end': 'member.history.actions.end',
  'member.directory.hide': 'member.history.actions.hide',
  'member.directory.unhide': 'member.history.actions.unhide',
  'member.invoice.resend': 'member.history.actions.resend',
  'member.anonymise': 'member.history.actions.anonymise',
} as const;

const isKnown = (action: string): action is keyof typeof actionKeys => action in actionKeys;

/** What staff did to this member and why, from the audit log, newest first; the payments show what the member bought. */
export function HistorySection({ member }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { date } = useFormatters();
  return (
    <SectionCard title={text('member.sections.history')}>
      {member.history.length === 0 ? (
        <p className="text-fg-muted">{text('member.none')}</p>
      ) : (
        <ol className="grid gap-3">
          {member.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-0.5 border-t border-border pt-3 first:border-t-0 first:pt-0">
              <p className="font-medium text-fg">{isKnown(entry.action) ? text(actionKeys[entry.action]) : entry.action}</p>
              <p className="text-sm text-fg-muted">
                {date(entry.at)}
                {entry.actorEmail ? (
                  <>
                    {' · '}
                    <bdi>{entry.actorEmail}</bdi>
                  </>
                ) : null}
              </p>
              {entry.reason ? (
                <p className="text-sm text-fg">
                  {text('member.history.reason')}: <bdi>{entry.reason}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
