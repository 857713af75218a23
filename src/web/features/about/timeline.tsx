import { Star } from 'lucide-react';
import type { TimelineMilestone } from '@content/about/history';
import { Badge } from '@web/components/ui/badge';
import { clsx } from 'clsx';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { aboutMessages } from './about-messages';

/** The milestones as an ordered list along a vertical line; flagged ones stand out. */
export function Timeline({ items }: { items: TimelineMilestone[] }) {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  return (
    <ol className="relative grid gap-8 border-s-2 border-border ps-8 sm:ps-10">
      {items.map((item) => (
        <li key={item.year} className="relative" data-testid="milestone">
          <span
            aria-hidden="true"
            className={clsx(
              'absolute -start-[calc(2rem+9px)] top-6 size-4 rounded-full border-4 border-surface sm:-start-[calc(2.5rem+9px)]',
              item.highlight ? 'bg-primary' : 'bg-fg-muted',
            )}
          />
          <article
            className={clsx('rounded-2xl border bg-surface-raised p-6 shadow-sm', item.highlight ? 'border-primary/40' : 'border-border')}
          >
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-2xl font-bold tracking-tight text-primary">{item.year}</p>
              {item.highlight ? (
                <Badge tone="accent">
                  <Star className="size-3" aria-hidden="true" />
                  {t('history.milestone')}
                </Badge>
              ) : null}
            </div>
            <h3 className="mt-2 text-lg font-semibold text-fg">{localized(item.title)}</h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{localized(item.description)}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
