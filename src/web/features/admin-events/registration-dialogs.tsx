import { useDomId } from '@web/page-runtime/dom-id';
import type { z } from 'zod';
import { MAX_REASON } from '@shared/admin/event-constants';
import type { AdminEventRegistration, AdminEventSummary } from '@shared/admin/event-constants';
import type { EventRegistrationOutcome } from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { locales } from '@shared/locales';
import { FormDialog, type FieldErrors } from '@web/components/form-dialog';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { adminEventsText } from './admin-events-text';
import { euros } from './event-format';

/** The first problem of each field, from zod's issues. */
function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

const textArea = 'w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-fg aria-[invalid=true]:border-danger';

function ReasonField({ errors }: { errors: FieldErrors }) {
  const text = useMessages(adminEventsText);
  const id = useDomId();
  return (
    <FormField id={id} label={text('add.reason')} error={errors.reason}>
      <textarea id={id} name="reason" required rows={3} maxLength={MAX_REASON} className={textArea} {...describedBy(id, errors.reason)} />
    </FormField>
  );
}

const optional = (value: FormDataEntryValue | null) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Staff add a registration with a reason: the seats are taken like anyone's
 * (never beyond the event's capacity; a full event's waitlist otherwise), and
 * a paid event's seats only free of charge (decision 0055).
 */
export function AddRegistrationDialog({ event, refreshKey }: { event: AdminEventSummary; refreshKey: readonly unknown[] }) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  const id = useDomId();
  const paid = event.memberPriceCents > 0 || event.nonMemberPriceCents !== 0;
  const check = async (form: FormData) => {
    const { staffAddRegistrationSchema } = await import('@shared/admin/event-operations');
    const parsed = staffAddRegistrationSchema(locale, event.maxSeatsPerRegistration).safeParse({
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      company: optional(form.get('company')),
      seats: String(form.get('seats') ?? ''),
      needs: optional(form.get('needs')),
      locale: String(form.get('locale') ?? ''),
      reason: String(form.get('reason') ?? ''),
      waivePayment: form.get('waivePayment') === 'on',
    });
    return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error) };
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      trigger={{ label: text('add.open'), variant: 'primary' }}
      title={text('add.title')}
      description={text('add.intro')}
      submitLabel={text('add.submit')}
      labels={{ cancel: text('dialog.cancel'), close: text('dialog.cancel'), failed: text('dialog.failed') }}
      path={eventRegistrationApi.adminAddRegistration(event.eventId)}
      check={check}
      doneMessage={(answer) => {
        const outcome = answer as EventRegistrationOutcome;
        return text('add.done', { outcome: outcome.outcome, position: outcome.outcome === 'waitlisted' ? outcome.position : 0 });
      }}
      refreshKey={refreshKey}
      fields={(errors) => (
        <>
          <FormField id={field('name')} label={text('add.name')} error={errors.name}>
            <input
              id={field('name')}
              name="name"
              required
              autoComplete="off"
              className={inputClass}
              {...describedBy(field('name'), errors.name)}
            />
          </FormField>
          <FormField id={field('email')} label={text('add.email')} error={errors.email}>
            <input
              id={field('email')}
              name="email"
              type="email"
              required
              autoComplete="off"
              className={inputClass}
              {...describedBy(field('email'), errors.email)}
            />
          </FormField>
          <FormField id={field('company')} label={text('add.company')} error={errors.company}>
            <input
              id={field('company')}
              name="company"
              autoComplete="off"
              className={inputClass}
              {...describedBy(field('company'), errors.company)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <FormField id={field('seats')} label={text('add.seats')} error={errors.seats}>
              <input
                id={field('seats')}
                name="seats"
                type="number"
                inputMode="numeric"
                min={1}
                max={event.maxSeatsPerRegistration}
                defaultValue={1}
                required
                className={inputClass}
                {...describedBy(field('seats'), errors.seats)}
              />
            </FormField>
            <FormField id={field('locale')} label={text('add.locale')} error={errors.locale}>
              <select id={field('locale')} name="locale" defaultValue={locale} className={inputClass}>
                {locales.map((value) => (
                  <option key={value} value={value}>
                    {text('add.localeName', { locale: value })}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id={field('needs')} label={text('add.needs')} error={errors.needs}>
            <textarea
              id={field('needs')}
              name="needs"
              rows={2}
              maxLength={1000}
              className={textArea}
              {...describedBy(field('needs'), errors.needs)}
            />
          </FormField>
          {paid ? (
            <div className="grid gap-1.5">
              <label className="flex items-start gap-3 text-sm font-medium text-fg">
                <input
                  name="waivePayment"
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                  aria-describedby={field('waive-hint')}
                />
                {text('add.waivePayment')}
              </label>
              <p id={field('waive-hint')} className="text-xs text-fg-muted">
                {text('add.waiveHint')}
              </p>
            </div>
          ) : null}
          <ReasonField errors={errors} />
        </>
      )}
    />
  );
}

/** Staff cancel a registration with a reason: the seats go back, the waitlist moves, a payment is refunded per the policy. */
export function CancelRegistrationDialog({
  registration,
  refreshKey,
}: {
  registration: AdminEventRegistration;
  refreshKey: readonly unknown[];
}) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  const check = async (form: FormData) => {
    const { staffCancelRegistrationSchema } = await import('@shared/admin/event-operations');
    const parsed = staffCancelRegistrationSchema(locale).safeParse({ reason: String(form.get('reason') ?? '') });
    return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error) };
  };
  return (
    <FormDialog
      trigger={{ label: text('cancel.open'), ariaLabel: text('cancel.openLabel', { name: registration.name }), variant: 'outline' }}
      title={text('cancel.title', { name: registration.name })}
      description={text('cancel.intro')}
      submitLabel={text('cancel.submit')}
      labels={{ cancel: text('dialog.cancel'), close: text('dialog.cancel'), failed: text('dialog.failed') }}
      path={eventRegistrationApi.adminCancelRegistration(registration.id)}
      check={check}
      doneMessage={(answer) => {
        const { refundedCents } = answer as { refundedCents: number };
        return text('cancel.done', { refunded: refundedCents > 0 ? euros(refundedCents, locale) : 'none' });
      }}
      refreshKey={refreshKey}
      fields={(errors) => <ReasonField errors={errors} />}
    />
  );
}
