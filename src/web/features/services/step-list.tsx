import type { ServiceIcon as ServiceIconName, Step } from '@content/services/service-types';
import { Badge } from '@web/components/ui/badge';
import { useLocalized } from '@web/lib/use-locale';
import { ServiceIcon } from './service-icon';

/** A numbered process: each step with its title, optional timing and description. */
export function StepList({ steps }: { steps: (Step & { icon?: ServiceIconName })[] }) {
  const localized = useLocalized();
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title.en} className="relative flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-fg"
            >
              {index + 1}
            </span>
            {step.icon ? <ServiceIcon name={step.icon} size="sm" /> : null}
            {step.duration ? <Badge tone="secondary">{localized(step.duration)}</Badge> : null}
          </div>
          <h3 className="mt-5 text-lg font-semibold text-fg">{localized(step.title)}</h3>
          <p className="mt-2 text-fg-muted">{localized(step.description)}</p>
        </li>
      ))}
    </ol>
  );
}
