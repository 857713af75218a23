import type { EventAvailability } from '@shared/event-registration';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';
import { eventsMessages, type EventsTranslate } from './events-messages';

function availabilityText(availability: EventAvailability | undefined, t: EventsTranslate): string | undefined {
  if (!availability) return undefined;
  switch (availability.state) {
    case 'open':
      return availability.seatsLeft === null ? undefined : t('availability.seatsLeft', { count: availability.seatsLeft });
    default:
      return t(`availability.${availability.state}`);
  }
}

/**
 * "Full", "Waitlist", "Registration closed" or "3 seats left" on a card, in a
 * line whose height is kept before the state arrives, so nothing moves.
 */
export function EventAvailabilityBadge({ availability }: { availability: EventAvailability | undefined }) {
  const t = useMessages(eventsMessages);
  const text = availabilityText(availability, t);
  return (
    <p className="flex h-6 items-center" aria-live="polite">
      {text ? <Badge tone={availability?.state === 'open' ? 'secondary' : 'neutral'}>{text}</Badge> : null}
    </p>
  );
}
