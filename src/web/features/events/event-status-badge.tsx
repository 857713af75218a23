import { statusLabels, type EventStatus } from '@content/events/events-page';
import { Badge } from '@web/components/ui/badge';
import { useLocalized } from '@web/lib/use-locale';

const tones = { upcoming: 'secondary', ongoing: 'accent', past: 'neutral' } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const localized = useLocalized();
  return <Badge tone={tones[status]}>{localized(statusLabels[status])}</Badge>;
}
