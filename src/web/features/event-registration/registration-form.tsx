import { useDomId } from '@web/page-runtime/dom-id';
import { localizePath } from '@shared/locales';
import { pagePath, pathTo } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField, inputClass, textareaClass } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import { useRegistrationForm } from './use-registration-form';

export interface RegistrationFormProps {
  eventId: string;
  maxSeats: number;
  /** Whether either price is above zero: the button then says the payment comes next. */
  paid: boolean;
}

/**
 * Name, email, company, seats and needs. Without its script the form posts to
 * the event's registration route, which answers with the status page or with
 * this page and its messages; with it, the API is called directly.
 */
export function RegistrationForm({ eventId, maxSeats, paid }: RegistrationFormProps) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const id = useDomId();
  const form = useRegistrationForm(eventId, maxSeats);
  const { errors } = form;
  const field = (name: string) => `${id}-${name}`;
  const action = localizePath(`${pathTo('eventDetail', { eventId })}/register`, locale);
  return (
    <PageForm
      formId="eventRegistration"
      action={action}
      onSubmit={(event) => void form.onSubmit(event)}
      onFocus={form.onFocus}
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 className="col-span-full text-lg font-semibold text-fg">{t('form.heading')}</h3>
      <FormField id={field('name')} label={t('form.name')} error={errors.name}>
        <input
          id={field('name')}
          name="name"
          autoComplete="name"
          required
          className={inputClass}
          {...describedBy(field('name'), errors.name)}
        />
      </FormField>
      <FormField id={field('email')} label={t('form.email')} error={errors.email}>
        <input
          id={field('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          dir="ltr"
          className={inputClass}
          {...describedBy(field('email'), errors.email)}
        />
      </FormField>
      <FormField id={field('company')} label={`${t('form.company')} (${t('form.optional')})`} error={errors.company}>
        <input
          id={field('company')}
          name="company"
          autoComplete="organization"
          className={inputClass}
          {...describedBy(field('company'), errors.company)}
        />
      </FormField>
      <FormField id={field('seats')} label={t('form.seats')} error={errors.seats} hint={t('form.seatsHint', { max: maxSeats })}>
        <select
          id={field('seats')}
          name="seats"
          defaultValue="1"
          className={inputClass}
          {...describedBy(field('seats'), errors.seats, t('form.seatsHint', { max: maxSeats }))}
        >
          {Array.from({ length: maxSeats }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </FormField>
      <div className="col-span-full">
        <FormField id={field('needs')} label={`${t('form.needs')} (${t('form.optional')})`} error={errors.needs} hint={t('form.needsHint')}>
          <textarea
            id={field('needs')}
            name="needs"
            rows={3}
            className={textareaClass}
            {...describedBy(field('needs'), errors.needs, t('form.needsHint'))}
          />
        </FormField>
      </div>
      {form.problem ? (
        <div role="alert" className="col-span-full rounded-lg border border-danger bg-surface-raised p-4 text-sm text-fg">
          <p className="font-semibold">{t('form.errorTitle')}</p>
          <p className="mt-1">{form.problem}</p>
        </div>
      ) : null}
      <div className="col-span-full grid gap-3">
        <Button type="submit" size="lg" disabled={form.submitting} aria-live="polite">
          {form.submitting ? t('form.submitting') : t(paid ? 'form.submitPaid' : 'form.submitFree')}
        </Button>
        <p className="text-xs text-fg-muted">
          <a className="underline" href={localizePath(pagePath('privacy'), locale)}>
            {t('form.privacy')}
          </a>
        </p>
      </div>
    </PageForm>
  );
}
