import { Anchor, ArrowRight, Flame, Landmark, Sprout, type LucideIcon } from 'lucide-react';
import type { ConnectionIcon, MarketOverview } from '@content/market/overview';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';

const connectionIcons: Record<ConnectionIcon, LucideIcon> = {
  energy: Flame,
  port: Anchor,
  food: Sprout,
  finance: Landmark,
};

export function BusinessConnections({ content }: { content: MarketOverview['connections'] }) {
  const localized = useLocalized();
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2">
        {content.items.map((connection) => {
          const Icon = connectionIcons[connection.icon];
          return (
            <li key={connection.icon} className="flex gap-5 rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-secondary-soft text-secondary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-fg">{localized(connection.title)}</h3>
                <p className="mt-2 text-fg-muted">{localized(connection.description)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <LocalizedLink
        to={content.membersLink.href}
        className="mt-8 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
      >
        {localized(content.membersLink.label)}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </LocalizedLink>
    </>
  );
}
