import { Check } from 'lucide-react';
import type { CoreValue } from '@content/about/mission-values';
import { Card } from '@web/components/ui/card';
import { useLocalized } from '@web/lib/use-locale';
import { aboutIcons } from './about-icons';
import { IconBadge } from '@web/components/icon-badge';

export function ValueCard({ value }: { value: CoreValue }) {
  const localized = useLocalized();
  return (
    <Card className="flex h-full flex-col">
      <IconBadge icon={aboutIcons[value.icon]} className="mb-5" />
      <h3 className="text-lg font-semibold text-fg">{localized(value.title)}</h3>
      <p className="mt-2 text-fg-muted">{localized(value.summary)}</p>
      <ul className="mt-5 grid gap-2.5 border-t border-border pt-5">
        {value.details.map((detail) => (
          <li key={detail.en} className="flex gap-2.5 text-sm text-fg">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {localized(detail)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
