import { CircleCheck } from 'lucide-react';
import { programmeDetails } from '@content/membership/membership-page';
import { Card } from '@web/components/ui/card';
import { useLocalized } from '@web/lib/use-locale';

/** The starter and young-professional programmes in detail. */
export function ProgrammeDetails() {
  const localized = useLocalized();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {programmeDetails.map((programme) => (
        <Card key={programme.id} className="grid content-start gap-4">
          <h3 className="text-xl font-semibold text-fg">{localized(programme.title)}</h3>
          <p className="text-sm font-medium text-secondary">{localized(programme.eligibility)}</p>
          <ul className="grid gap-2">
            {programme.points.map((point) => (
              <li key={point.en} className="flex gap-2 text-fg">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {localized(point)}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
