import { CalendarClock, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { MAX_DAYS_CHANGE } from '@shared/admin/member-constants';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { ActionDialog } from './action-dialog';
import { DefinitionList } from './definition-list';
import { useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';
import { StatusBadge } from './status-badge';

/** Days or a date: the dialog shows the field of the way chosen. */
function ChangeEndFields({ errors }: { errors: Partial<Record<string, string>> }) {
  const text = useMessages(adminMembersCatalog);
  const id = useDomId();
  const [by, setBy] = useState<'days' | 'date'>('days');
  const error = errors.change;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{text('dialog.changeEnd.by')}</legend>
        {(['days', 'date'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-fg">
            <input
              type="radio"
              name="by"
              value={choice}
              checked={by === choice}
              onChange={() => setBy(choice)}
              className="size-4 accent-primary"
            />
            {text(choice === 'days' ? 'dialog.changeEnd.byDays' : 'dialog.changeEnd.byDate')}
          </label>
        ))}
      </fieldset>
      {by === 'days' ? (
        <FormField id={`${id}-days`} label={text('dialog.changeEnd.days')} hint={text('dialog.changeEnd.daysHint')} error={error}>
          <input
            id={`${id}-days`}
            name="days"
            type="number"
            step={1}
            min={-MAX_DAYS_CHANGE}
            max={MAX_DAYS_CHANGE}
            className={inputClass}
            {...describedBy(`${id}-days`, error, text('dialog.changeEnd.daysHint'))}
          />
        </FormField>
      ) : (
        <FormField id={`${id}-date`} label={text('dialog.changeEnd.date')} error={error}>
          <input id={`${id}-date`} name="date" type="date" className={inputClass} {...describedBy(`${id}-date`, error)} />
        </FormField>
      )}
    </>
  );
}

/** The membership now, and changing when it ends or ending it. */
export function MembershipSection({ member, apiPath, refreshKey, canChange }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { date, longDate } = useFormatters();
  const { membership } = member;
  return (
    <SectionCard
      title={text('member.sections.membership')}
      actions={
        canChange && membership ? (
          <>
            <ActionDialog
              trigger={{
                label: (
                  <>
                    <CalendarClock aria-hidden="true" />
                    {text('member.membership.changeEnd')}
                  </>
                ),
              }}
              title={text('dialog.changeEnd.title')}
              description={text('dialog.changeEnd.description', {
                date: longDate(membership.expiresAt),
                start: longDate(membership.startsAt),
              })}
              submitLabel={text('dialog.changeEnd.submit')}
              path={`${apiPath}/membership-dates`}
              schema="membershipDates"
              bodyOf={(form) => ({
                change:
                  form.get('by') === 'date'
                    ? { by: 'date', date: String(form.get('date') ?? '') }
                    : { by: 'days', days: form.get('days') === '' ? Number.NaN : Number(form.get('days')) },
              })}
              fields={(errors) => <ChangeEndFields errors={errors} />}
              doneMessage={() => text('dialog.changeEnd.done')}
              refreshKey={refreshKey}
            />
            {membership.status !== 'expired' ? (
              <ActionDialog
                trigger={{
                  label: (
                    <>
                      <CalendarX aria-hidden="true" />
                      {text('member.membership.end')}
                    </>
                  ),
                }}
                title={text('dialog.end.title')}
                description={text('dialog.end.description')}
                submitLabel={text('dialog.end.submit')}
                path={`${apiPath}/end-membership`}
                schema="reasonOnly"
                bodyOf={() => ({})}
                doneMessage={() => text('dialog.end.done')}
                refreshKey={refreshKey}
              />
            ) : null}
          </>
        ) : undefined
      }
    >
      {membership ? (
        <DefinitionList
          items={[
            [text('member.membership.tier'), membership.tierName],
            [text('member.membership.status'), <StatusBadge key="status" status={membership.status} />],
            [text('member.membership.startsAt'), date(membership.startsAt)],
            [text('member.membership.expiresAt'), date(membership.expiresAt)],
          ]}
        />
      ) : (
        <p className="text-fg-muted">{text('member.membership.none')}</p>
      )}
    </SectionCard>
  );
}
