import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';
import type { EventStatus } from '@shared/events/event-dates';
import { eventsMessages } from './events-messages';

const tones = { upcoming: 'secondary', ongoing: 'accent', past: 'neutral' } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const t = useMessages(eventsMessages);
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
