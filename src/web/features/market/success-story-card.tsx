import { Trophy } from 'lucide-react';
import type { SuccessStory } from '@content/market/focus-sectors';
import { Badge } from '@web/components/ui/badge';
import { useLocalized } from '@web/lib/use-locale';

export function SuccessStoryCard({ story, sectorTitle, resultLabel }: { story: SuccessStory; sectorTitle: string; resultLabel: string }) {
  const localized = useLocalized();
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-7">
      <Badge tone="secondary" className="self-start">
        {sectorTitle}
      </Badge>
      <h3 className="mt-4 text-lg font-semibold text-balance text-fg">{localized(story.title)}</h3>
      <p className="mt-1 text-sm font-medium text-primary">{story.partners}</p>
      <p className="mt-3 text-fg-muted">{localized(story.summary)}</p>
      <div className="mt-auto pt-6">
        <p className="flex gap-3 rounded-xl bg-primary-soft p-4 text-sm text-fg">
          <Trophy className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong className="block font-semibold">{resultLabel}</strong>
            {localized(story.result)}
          </span>
        </p>
      </div>
    </article>
  );
}
