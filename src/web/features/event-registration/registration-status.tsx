import { CheckCircle2, Clock, Hourglass, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventRegistrationView } from '@shared/event-registration';
import { intlLocale, type Locale } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { EventPaymentStep } from './event-payment-step';
import { eventRegistrationMessages, type EventRegistrationTranslate } from './event-registration-messages';
import { RegistrationSummary } from './registration-summary';
import { TicketCard } from './ticket-card';
import { useRegistrationStatus } from './use-registration-status';

function Outcome({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card className="flex gap-4" role="status">
      <span className="mt-1 shrink-0 text-primary" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="text-xl font-semibold text-fg">{title}</h2>
        <p className="mt-1 text-fg-muted">{text}</p>
      </div>
    </Card>
  );
}

/** When held seats go back: a moment, shown on the registrant's own clock. */
function timeOf(instant: string | null, locale: Locale): string {
  return instant ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant)) : '';
}

function outcomeOf(registration: EventRegistrationView, t: EventRegistrationTranslate, locale: Locale, processing: boolean) {
  const time = timeOf(registration.holdExpiresAt, locale);
  switch (registration.status) {
    case 'confirmed':
      return registration.amountCents > 0
        ? { icon: <CheckCircle2 className="size-7" />, title: t('status.paidTitle'), text: t('status.paidText') }
        : { icon: <CheckCircle2 className="size-7" />, title: t('status.confirmedTitle'), text: t('status.confirmedText') };
    case 'waitlisted':
      return {
        icon: <Hourglass className="size-7" />,
        title: t('status.waitlistedTitle'),
        text: t('status.waitlistedText', { position: registration.position ?? 1 }),
      };
    case 'held':
      return processing
        ? { icon: <Clock className="size-7" />, title: t('status.processingTitle'), text: t('status.processingText') }
        : { icon: <Clock className="size-7" />, title: t('status.heldTitle'), text: t('status.heldText', { time }) };
    case 'offered':
      return { icon: <Clock className="size-7" />, title: t('status.offeredTitle'), text: t('status.offeredText', { time }) };
    case 'cancelled':
      return { icon: <XCircle className="size-7" />, title: t('status.cancelledTitle'), text: t('status.cancelledText') };
    case 'lapsed':
      return { icon: <XCircle className="size-7" />, title: t('status.lapsedTitle'), text: t('status.lapsedText') };
  }
}

/** Where one registration stands: the ticket, the place in line, or the payment that confirms held seats. */
export function RegistrationStatus() {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const { id, registration, hydrated, returnedFromBank } = useRegistrationStatus();
  if (id === null) return <NotFound />;
  if (!hydrated || registration.isPending) return <Spinner label={t('status.loading')} />;
  if (!registration.data) return <NotFound />;
  const view = registration.data;
  const payment = view.status === 'held' && !returnedFromBank ? view.payment : null;
  const outcome = outcomeOf(view, t, locale, returnedFromBank);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid gap-6">
        <Outcome {...outcome} />
        {payment ? (
          <EventPaymentStep
            registrationId={view.id}
            clientSecret={payment.clientSecret}
            amountCents={payment.amountCents}
            onDone={() => void registration.refetch()}
          />
        ) : null}
        <RegistrationSummary registration={view} />
      </div>
      {view.ticketCode && view.status === 'confirmed' ? <TicketCard code={view.ticketCode} /> : null}
    </div>
  );
}

function NotFound() {
  const t = useMessages(eventRegistrationMessages);
  return (
    <Card className="grid gap-4" role="alert">
      <p className="text-fg">{t('status.notFound')}</p>
      <ButtonLink to={pagePath('account')} variant="outline" className="justify-self-start">
        {t('status.myRegistrations')}
      </ButtonLink>
    </Card>
  );
}
