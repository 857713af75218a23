import { Palette, Plane, Presentation, Users, type LucideIcon } from 'lucide-react';
import { IconCard } from '@web/components/icon-card';
import { useMessages } from '@web/i18n/use-messages';
import { eventsMessages } from './events-messages';

/** The four kinds of event, in order, each with its catalog group under 'highlights'. */
const highlights = [
  { id: 'forums', icon: Presentation },
  { id: 'missions', icon: Plane },
  { id: 'receptions', icon: Users },
  { id: 'culture', icon: Palette },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

export function EventHighlights() {
  const t = useMessages(eventsMessages);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {highlights.map(({ id, icon }) => (
        <li key={id}>
          <IconCard icon={icon} tone="secondary" title={t(`highlights.${id}.title`)} text={t(`highlights.${id}.text`)} />
        </li>
      ))}
    </ul>
  );
}
