import { CircleCheck, Send } from 'lucide-react';
import { departmentIds, type DepartmentFilter } from '@content/contact/departments';
import { CONTACT_MESSAGE_MIN, contactHoneypotField, contactMessageLimits } from '@shared/contact-message';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { useMessages } from '@web/i18n/use-messages';
import { contactMessages } from './contact-messages';
import { parseDepartment } from './filter-staff';
import { useContactMessageForm, type ContactFieldName } from './use-contact-message-form';
import { useSearchParams } from '@web/page-runtime/page-location';

const fieldId = (name: ContactFieldName) => `contact-${name}`;
const textareaClass =
  'min-h-40 w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-fg placeholder:text-fg-muted aria-[invalid=true]:border-danger';
const selectClass = `${inputClass} dark:[color-scheme:dark]`;

/**
 * A message to one department: the one named in `?department=` is chosen
 * already. It posts to the page without its script; with it, it is sent inline.
 */
export function ContactMessageForm() {
  const t = useMessages(contactMessages);
  const [searchParams] = useSearchParams();
  const preselected: DepartmentFilter = parseDepartment(searchParams.get('department'));
  const form = useContactMessageForm();
  const field = (name: ContactFieldName, hint?: string) => ({
    id: fieldId(name),
    name,
    onChange: () => form.onEdit(name),
    ...describedBy(fieldId(name), form.errors[name], hint),
  });
  const messageHint = t('messageForm.messageHint', { min: CONTACT_MESSAGE_MIN });

  return (
    <PageForm
      formId="contactMessage"
      jumpToMessages
      onSubmit={(event) => void form.onSubmit(event)}
      onFocus={form.onFocus}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {form.sent ? (
        <div role="status" className="col-span-full flex gap-3 rounded-lg border border-border bg-surface-muted p-4 text-sm text-fg">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('messageForm.sentTitle')}</p>
            <p className="mt-1">{t('messageForm.sentText')}</p>
          </div>
        </div>
      ) : null}
      {form.problem ? (
        <div role="alert" className="col-span-full rounded-lg border border-danger bg-surface-raised p-4 text-sm text-fg">
          <p className="font-semibold">{t('messageForm.failed')}</p>
          <p className="mt-1">{form.problem}</p>
        </div>
      ) : null}
      <FormField id={fieldId('name')} label={t('messageForm.name')} error={form.errors.name}>
        <input type="text" autoComplete="name" maxLength={contactMessageLimits.name} className={inputClass} {...field('name')} />
      </FormField>
      <FormField id={fieldId('email')} label={t('messageForm.email')} error={form.errors.email}>
        <input type="email" autoComplete="email" dir="ltr" className={inputClass} {...field('email')} />
      </FormField>
      <FormField id={fieldId('company')} label={`${t('messageForm.company')} (${t('messageForm.optional')})`} error={form.errors.company}>
        <input
          type="text"
          autoComplete="organization"
          maxLength={contactMessageLimits.company}
          className={inputClass}
          {...field('company')}
        />
      </FormField>
      <FormField id={fieldId('department')} label={t('messageForm.department')} error={form.errors.department}>
        <select defaultValue={preselected === 'all' ? '' : preselected} className={selectClass} {...field('department')}>
          <option value="" disabled>
            {t('messageForm.chooseDepartment')}
          </option>
          {departmentIds.map((id) => (
            <option key={id} value={id}>
              {t(`department.${id}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="col-span-full">
        <FormField id={fieldId('subject')} label={t('messageForm.subject')} error={form.errors.subject}>
          <input type="text" maxLength={contactMessageLimits.subject} className={inputClass} {...field('subject')} />
        </FormField>
      </div>
      <div className="col-span-full">
        <FormField id={fieldId('message')} label={t('messageForm.message')} error={form.errors.message} hint={messageHint}>
          <textarea rows={7} maxLength={contactMessageLimits.message} className={textareaClass} {...field('message', messageHint)} />
        </FormField>
      </div>
      {/* People never see or reach this field; a bot that fills it in is thanked and ignored. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`contact-${contactHoneypotField}`}>{t('messageForm.honeypot')}</label>
        <input id={`contact-${contactHoneypotField}`} type="text" name={contactHoneypotField} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="col-span-full flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">{t('messageForm.privacy')}</p>
        <Button type="submit" size="lg" disabled={form.submitting}>
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {t('messageForm.submit')}
        </Button>
      </div>
    </PageForm>
  );
}
