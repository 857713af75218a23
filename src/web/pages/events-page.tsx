import { ArrowDown, CalendarDays } from 'lucide-react';
import { events } from '@content/events/events';
import { inOneLanguage } from '@shared/one-language';
import { useLocale } from '@web/lib/use-locale';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { ButtonLink } from '@web/components/ui/button-link';
import { buttonStyles } from '@web/components/ui/button';
import { EventHighlights } from '@web/features/events/event-highlights';
import { eventsMessages } from '@web/features/events/events-messages';
import eventsBrowser from '@web/islands/events-browser';
import { Island } from '@web/page-runtime/island';

export default function EventsPage() {
  const t = useMessages(eventsMessages);
  const pageCopy = usePageCopy();
  const locale = useLocale();
  return (
    <>
      <SectionPageHeader heading={pageCopy.events.heading} intro={pageCopy.events.intro}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-semibold text-fg shadow-sm">
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          {t('hero.count', { count: events.length })}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a className={buttonStyles({ size: 'lg' })} href="#programme">
            {t('hero.browse')}
            <ArrowDown aria-hidden="true" />
          </a>
          <ButtonLink size="lg" variant="outline" to="/contact?department=events">
            {t('hero.propose')}
          </ButtonLink>
        </div>
      </SectionPageHeader>
      <Section id="programme" heading={t('programme.heading')} intro={t('programme.intro')}>
        <Island of={eventsBrowser} props={{ events: inOneLanguage(events, locale) }} />
      </Section>
      <Section id="highlights" tone="muted" heading={t('highlights.heading')} intro={t('highlights.intro')}>
        <EventHighlights />
      </Section>
      <CallToAction
        heading={t('closing.heading')}
        text={t('closing.text')}
        primary={{ label: t('closing.join'), href: '/membership' }}
        secondary={{ label: t('closing.contact'), href: '/contact?department=events' }}
      />
    </>
  );
}
