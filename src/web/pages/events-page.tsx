import { ArrowDown, CalendarDays } from 'lucide-react';
import { events } from '@content/events/events';
import { eventsPage } from '@content/events/events-page';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { PageHeader } from '@web/components/page-header';
import { Section } from '@web/components/section';
import { Button } from '@web/components/ui/button';
import { EventHighlights } from '@web/features/events/event-highlights';
import { EventsBrowser } from '@web/features/events/events-browser';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale, useLocalized } from '@web/lib/use-locale';

export default function EventsPage() {
  const locale = useLocale();
  const localized = useLocalized();
  const pageCopy = usePageCopy();
  const { hero, programme, highlights, closing } = eventsPage;
  const count = (events.length === 1 ? hero.count.one : hero.count.other)[locale].replace('{count}', String(events.length));
  return (
    <>
      <PageHeader heading={pageCopy.events.heading} intro={pageCopy.events.intro}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-semibold text-fg shadow-sm">
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          {count}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#programme">
              {localized(hero.browse)}
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <LocalizedLink to="/contact?department=events">{localized(hero.propose)}</LocalizedLink>
          </Button>
        </div>
      </PageHeader>
      <Section id="programme" heading={localized(programme.heading)} intro={localized(programme.intro)}>
        <EventsBrowser />
      </Section>
      <Section id="highlights" tone="muted" heading={localized(highlights.heading)} intro={localized(highlights.intro)}>
        <EventHighlights />
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: localized(closing.join), href: '/membership' }}
        secondary={{ label: localized(closing.contact), href: '/contact?department=events' }}
      />
    </>
  );
}
