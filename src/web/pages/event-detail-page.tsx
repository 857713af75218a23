import { events, programmeReviewedOn } from '@content/events/events';
import { registrationSettingsFor } from '@content/events/registration-settings';
import type { Locale } from '@shared/locales';
import { inOneLanguage } from '@shared/one-language';
import { pagePath } from '@shared/routes';
import type { HeadCopy } from '@web/app/page-head';
import { PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { EventFacts } from '@web/features/event-registration/event-facts';
import { eventRegistrationMessages } from '@web/features/event-registration/event-registration-messages';
import { RegistrationPanel } from '@web/features/event-registration/registration-panel';
import { eventSpan, eventStatus } from '@shared/events/event-dates';
import { eventsMessages } from '@web/features/events/events-messages';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import eventAvailability from '@web/islands/event-availability';
import eventCalendar from '@web/islands/event-calendar';
import eventRegistrationForm from '@web/islands/event-registration-form';
import { Island } from '@web/page-runtime/island';
import { usePageParams } from '@web/page-runtime/page-location';
import NotFoundPage from './not-found-page';

function findEvent(eventId: string | undefined) {
  return events.find((event) => event.id === eventId);
}

/** The event's own title and description as the page's title and description. */
export function head(params: Record<string, string | undefined>, locale: Locale, pageCopy: PageCopyInLocale): HeadCopy {
  const event = findEvent(params.eventId);
  return event ? { title: event.title[locale], description: event.description[locale] } : pageCopy.notFound;
}

export default function EventDetailPage() {
  const locale = useLocale();
  const eventsText = useMessages(eventsMessages);
  const t = useMessages(eventRegistrationMessages);
  const site = useTranslation();
  const pageCopy = usePageCopy();
  const event = findEvent(usePageParams('eventDetail').eventId);
  if (!event) return <NotFoundPage />;
  const span = eventSpan(event, programmeReviewedOn);
  const past = eventStatus(span, programmeReviewedOn) === 'past';
  const settings = past ? undefined : registrationSettingsFor(event.id);
  const oneLanguage = inOneLanguage(event, locale);
  return (
    <>
      <PageHeader
        heading={event.title[locale]}
        intro={event.description[locale]}
        breadcrumb={[
          { label: site.t('nav.home'), href: '/' },
          { label: pageCopy.events.heading, href: pagePath('events') },
          { label: event.title[locale] },
        ]}
      >
        <p className="mt-6 flex flex-wrap gap-2">
          <Badge tone="primary" size="md">
            {eventsText(`category.${event.category}`)}
          </Badge>
          {event.isPartnerEvent ? (
            <Badge tone="neutral" size="md">
              {eventsText('card.partnerEvent')}
            </Badge>
          ) : null}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start lg:px-8">
        <EventFacts
          event={event}
          span={span}
          categoryLabel={eventsText(`category.${event.category}`)}
          calendar={
            <Island of={eventCalendar} when="interaction" props={{ event: oneLanguage, span, label: t('details.addToCalendar') }} />
          }
        />
        <section id="register" aria-labelledby="register-heading" className="scroll-mt-24">
          {settings ? (
            <RegistrationPanel
              settings={settings}
              liveState={<Island of={eventAvailability} props={{ eventId: event.id, opensAt: settings.opensAt }} />}
              form={
                <Island
                  of={eventRegistrationForm}
                  when="interaction"
                  props={{
                    eventId: event.id,
                    maxSeats: settings.maxSeatsPerRegistration,
                    paid: settings.memberPriceCents > 0 || (settings.nonMemberPriceCents ?? 0) > 0,
                  }}
                />
              }
            />
          ) : (
            <Card padding="lg" className="grid gap-4">
              <h2 id="register-heading" className="text-2xl font-semibold text-fg">
                {t('register.heading')}
              </h2>
              <p className="text-fg-muted">{past ? t('details.ended') : t('register.notOnline')}</p>
              {past ? null : (
                <ButtonLink to={event.registrationUrl} variant="outline" className="justify-self-start">
                  {t('register.contactTeam')}
                </ButtonLink>
              )}
            </Card>
          )}
        </section>
      </div>
    </>
  );
}
