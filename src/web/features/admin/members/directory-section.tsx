import { EyeOff, Eye } from 'lucide-react';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { ActionDialog } from './action-dialog';
import { DefinitionList } from './definition-list';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

/** Whether the member appears in the members' directory: their choice, staff's, and the outcome. */
export function DirectorySection({ member, apiPath, refreshKey, canChange }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { directory } = member;
  const hide = !directory.hiddenByStaff;
  return (
    <SectionCard
      title={text('member.sections.directory')}
      actions={
        canChange ? (
          <ActionDialog
            trigger={{
              label: (
                <>
                  {hide ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {text(hide ? 'member.directory.hide' : 'member.directory.unhide')}
                </>
              ),
            }}
            title={text(hide ? 'dialog.directory.hideTitle' : 'dialog.directory.unhideTitle')}
            description={text(hide ? 'dialog.directory.hideDescription' : 'dialog.directory.unhideDescription')}
            submitLabel={text(hide ? 'dialog.directory.hideSubmit' : 'dialog.directory.unhideSubmit')}
            path={`${apiPath}/directory`}
            schema="directory"
            bodyOf={() => ({ hidden: hide })}
            doneMessage={() => text('dialog.directory.done')}
            refreshKey={refreshKey}
          />
        ) : undefined
      }
    >
      <DefinitionList
        items={[
          [text('member.directory.choice'), text(directory.optedIn ? 'member.directory.optedIn' : 'member.directory.notOptedIn')],
          [text('member.directory.staff'), text(directory.hiddenByStaff ? 'member.directory.hidden' : 'member.directory.notHidden')],
          [text('member.directory.listedNow'), text(directory.listed ? 'member.directory.listed' : 'member.directory.notListed')],
        ]}
      />
    </SectionCard>
  );
}
