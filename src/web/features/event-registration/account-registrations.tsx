import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import type { AccountEventRegistration } from '@shared/event-registration';
import { formatDate } from '@shared/format/dates';
import { pagePath, pathTo } from '@shared/routes';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { eventRegistrationMessages } from './event-registration-messages';
import { accountRegistrationsKey, registrationStatusPath } from './registration-api';
import { amountText } from './seat-price';

function Registration({ registration }: { registration: AccountEventRegistration }) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const title = registration.eventTitle;
  const facts = [
    { label: t('account.date'), value: registration.eventDate ? formatDate(registration.eventDate, locale, 'short') : '—' },
    { label: t('account.seats'), value: String(registration.seats) },
    { label: t('account.amount'), value: amountText(registration.amountCents, locale, t) },
  ];
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <LocalizedLink
          to={registration.eventDate ? pathTo('eventDetail', { eventId: registration.eventId }) : pagePath('events')}
          className="min-w-0 font-semibold text-fg underline-offset-2 hover:underline"
        >
          {title}
        </LocalizedLink>
        <Badge tone={registration.status === 'confirmed' ? 'secondary' : 'neutral'}>
          {t('account.statusName', { status: registration.status })}
          {registration.position !== null ? ` · ${t('account.position', { position: registration.position })}` : ''}
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs text-fg-muted">{fact.label}</dt>
            <dd className="font-medium text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {registration.ticketCode ? (
          <a className="text-sm font-semibold text-primary underline" href={registrationStatusPath(registration.id, locale)}>
            {t('account.ticket')}
          </a>
        ) : null}
        {registration.cancellable ? <CancelRegistrationDialog registration={registration} eventTitle={title} /> : null}
      </div>
    </li>
  );
}

/** "My event registrations" in the signed-in member's area: each with its date, seats, status, amount, ticket and a way to cancel. */
export function AccountRegistrations() {
  const t = useMessages(eventRegistrationMessages);
  const list = useQuery<AccountEventRegistration[]>({ queryKey: accountRegistrationsKey });
  return (
    <Card className="grid gap-5" aria-labelledby="event-registrations-heading">
      <h2 id="event-registrations-heading" className="flex items-center gap-2 text-xl font-semibold text-fg">
        <CalendarCheck className="size-5 text-primary" aria-hidden="true" />
        {t('account.heading')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : list.data && list.data.length > 0 ? (
        <ul className="grid gap-3">
          {list.data.map((registration) => (
            <Registration key={registration.id} registration={registration} />
          ))}
        </ul>
      ) : (
        <div className="grid justify-items-start gap-3">
          <p className="text-fg-muted">{t('account.empty')}</p>
          <ButtonLink to={pagePath('events')} variant="outline">
            {t('account.browse')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
