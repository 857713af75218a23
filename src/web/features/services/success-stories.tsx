import { TrendingUp } from 'lucide-react';
import type { TradeFairsContent } from '@content/services/page-schemas';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { servicesMessages } from './services-messages';

type Stories = TradeFairsContent['stories'];

/** Short case stories: the member, what we did, and what came of it. */
export function SuccessStories({ stories }: { stories: Stories }) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.items.map((story) => (
        <li key={story.title.en} className="flex">
          <Card className="flex w-full flex-col">
            <Badge tone="secondary" className="self-start">
              {localized(story.sector)}
            </Badge>
            <h3 className="mt-4 text-lg font-semibold text-fg">{localized(story.title)}</h3>
            <p className="mt-2 text-fg-muted">{localized(story.story)}</p>
            <div className="mt-auto pt-5">
              <p className="flex gap-3 rounded-xl bg-primary-soft p-4 text-sm text-fg">
                <TrendingUp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">{t('tradeFairs.result')}: </strong>
                  {localized(story.result)}
                </span>
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
