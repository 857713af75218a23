import { Palette, Plane, Presentation, Users, type LucideIcon } from 'lucide-react';
import { eventsPage, type HighlightIcon } from '@content/events/events-page';
import { IconCard } from '@web/components/icon-card';
import { useLocalized } from '@web/lib/use-locale';

const icons: Record<HighlightIcon, LucideIcon> = { presentation: Presentation, plane: Plane, users: Users, palette: Palette };

export function EventHighlights() {
  const localized = useLocalized();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {eventsPage.highlights.items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title.en}>
            <IconCard icon={Icon} tone="secondary" title={localized(item.title)} text={localized(item.text)} />
          </li>
        );
      })}
    </ul>
  );
}
