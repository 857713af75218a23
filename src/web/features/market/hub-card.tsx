import { ArrowRight, BarChart3, BookOpen, Globe2, Handshake, Target, type LucideIcon } from 'lucide-react';
import type { HubCard as HubCardContent, HubCardIcon } from '@content/market/hub';
import { clsx } from 'clsx';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { IconBadge } from '@web/components/icon-badge';

const hubIcons: Record<HubCardIcon, LucideIcon> = {
  overview: BarChart3,
  culture: Globe2,
  sectors: Target,
  publications: BookOpen,
  partners: Handshake,
};

/** A whole-card link to one of the hub's sub-pages; the link itself is the card's title. */
export function HubCard({ card, explore, className }: { card: HubCardContent; explore: string; className?: string }) {
  const localized = useLocalized();
  return (
    <article
      className={clsx(
        'group relative flex flex-col rounded-2xl border border-border bg-surface-raised p-7 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <IconBadge icon={hubIcons[card.icon]} />
      <h3 className="mt-5 text-xl font-semibold text-fg">
        <LocalizedLink to={card.href} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {localized(card.title)}
        </LocalizedLink>
      </h3>
      <p className="mt-3 text-fg-muted">{localized(card.description)}</p>
      <ul className="mt-5 grid gap-2 text-sm text-fg">
        {card.topics.map((topic) => (
          <li key={topic.en} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
            {localized(topic)}
          </li>
        ))}
      </ul>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-primary group-hover:underline"
      >
        {explore}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
      </span>
    </article>
  );
}
