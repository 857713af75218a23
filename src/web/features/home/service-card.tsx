import { ArrowRight, Check, Handshake, Rocket, Scale, type LucideIcon } from 'lucide-react';
import type { CoreService, CoreServiceIcon } from '@content/home/core-services';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { IconBadge } from '@web/components/icon-badge';

const serviceIcons: Record<CoreServiceIcon, LucideIcon> = {
  expansion: Rocket,
  networking: Handshake,
  legal: Scale,
};

export function ServiceCard({ service, learnMore }: { service: CoreService; learnMore: string }) {
  const localized = useLocalized();
  const title = localized(service.title);
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-7 shadow-sm transition-shadow hover:shadow-md">
      <IconBadge icon={serviceIcons[service.icon]} />
      <h3 className="mt-5 text-xl font-semibold text-fg">{title}</h3>
      <p className="mt-3 text-fg-muted">{localized(service.description)}</p>
      <ul className="mt-5 grid gap-2.5">
        {service.features.map((feature) => (
          <li key={feature.en} className="flex gap-2.5 text-sm text-fg">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
            {localized(feature)}
          </li>
        ))}
      </ul>
      <LocalizedLink
        to={service.href}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-7 font-semibold text-primary hover:underline"
      >
        {learnMore}
        {/* The service's name, read aloud and seen by crawlers, says where the link leads. */}
        <span className="sr-only">: {title}</span>
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </LocalizedLink>
    </article>
  );
}
