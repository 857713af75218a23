import { CheckCircle2, Handshake, Scale, UserRound, type LucideIcon } from 'lucide-react';
import type { TipCategory, TipCategoryIcon } from '@content/market/cultural-differences';
import { useLocalized } from '@web/lib/use-locale';
import { IconBadge } from '@web/components/icon-badge';

const tipIcons: Record<TipCategoryIcon, LucideIcon> = {
  'first-meeting': UserRound,
  networking: Handshake,
  negotiation: Scale,
};

export function TipCategoryCard({ category }: { category: TipCategory }) {
  const localized = useLocalized();
  return (
    <article className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-7">
      <IconBadge icon={tipIcons[category.icon]} />
      <h3 className="mt-5 text-lg font-semibold text-fg">{localized(category.title)}</h3>
      <ul className="mt-4 grid gap-3">
        {category.tips.map((tip) => (
          <li key={tip.en} className="flex gap-3 text-fg-muted">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" />
            {localized(tip)}
          </li>
        ))}
      </ul>
    </article>
  );
}
