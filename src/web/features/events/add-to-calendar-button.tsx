import { CalendarPlus } from 'lucide-react';
import type { ChamberEvent } from '@content/events/events';
import { localizePath } from '@shared/locales';
import { Button } from '@web/components/ui/button';
import { useLocale } from '@web/lib/use-locale';
import type { EventSpan } from '@shared/events/event-dates';

const REVOKE_AFTER_MS = 10_000;

/** Downloads the event as an .ics file, built in the browser; the generator loads only when asked for. */
export function AddToCalendarButton({ event, span, label }: { event: ChamberEvent; span: EventSpan; label: string }) {
  const locale = useLocale();

  const download = async () => {
    const { calendarFile } = await import('@shared/events/calendar-file');
    const pageUrl = `${window.location.origin}${localizePath('/events', locale)}#event-${event.id}`;
    const file = new Blob([calendarFile(event, span, locale, pageUrl)], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${event.id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void download()}>
      <CalendarPlus aria-hidden="true" />
      {label}
      <span className="sr-only">: {event.title[locale]}</span>
    </Button>
  );
}
