import { UserX } from 'lucide-react';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { ActionDialog } from './action-dialog';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

/** GDPR erasure: what it does, and the action behind a dialog with its reason. */
export function EraseSection({ apiPath, refreshKey }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  return (
    <SectionCard
      title={text('member.sections.erase')}
      actions={
        <ActionDialog
          trigger={{
            label: (
              <>
                <UserX aria-hidden="true" />
                {text('member.erase.button')}
              </>
            ),
          }}
          title={text('dialog.anonymise.title')}
          description={text('dialog.anonymise.description')}
          submitLabel={text('dialog.anonymise.submit')}
          path={`${apiPath}/anonymise`}
          schema="reasonOnly"
          bodyOf={() => ({})}
          doneMessage={() => text('dialog.anonymise.done')}
          refreshKey={refreshKey}
        />
      }
    >
      <p className="text-sm text-fg-muted">{text('member.erase.explain')}</p>
    </SectionCard>
  );
}
