import { useEffect, useState } from 'react';
import type { EventAvailability } from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { formatDate } from '@shared/format/dates';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages, type EventRegistrationTranslate } from './event-registration-messages';

function explanation(availability: EventAvailability, opensAt: string, t: EventRegistrationTranslate, opens: string): string | undefined {
  switch (availability.state) {
    case 'waitlist':
      return t('state.waitlistText');
    case 'full':
      return t('state.fullText');
    case 'closed':
      return t('state.closedText');
    case 'not-open-yet':
      return opensAt ? t('state.notOpenText', { opens }) : undefined;
    case 'open':
      return undefined;
  }
}

/**
 * Where the event's registration stands now (open, seats left, waitlist, full,
 * closed), asked for once the page has painted. Its line keeps its height
 * before the answer, so the form below does not move.
 */
export function LiveAvailability({ eventId, opensAt }: { eventId: string; opensAt: string }) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const [availability, setAvailability] = useState<EventAvailability>();
  useEffect(() => {
    let current = true;
    apiRequest<EventAvailability[]>('GET', eventRegistrationApi.availability)
      .then((list) => {
        if (current) setAvailability(list.find((item) => item.eventId === eventId));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [eventId]);
  const text = availability && explanation(availability, opensAt, t, formatDate(opensAt.slice(0, 10), locale, 'long'));
  return (
    <div className="grid min-h-6 gap-2" aria-live="polite">
      {availability ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={availability.state === 'open' ? 'secondary' : 'neutral'} size="md">
            {t(`state.${availability.state}`)}
          </Badge>
          {availability.state === 'open' && availability.seatsLeft !== null ? (
            <span className="text-sm font-medium text-fg">{t('state.seatsLeft', { count: availability.seatsLeft })}</span>
          ) : null}
        </p>
      ) : null}
      {text ? <p className="text-sm text-fg-muted">{text}</p> : null}
    </div>
  );
}
