import type { NewsSamplesSection as NewsSamplesContent } from '@content/home/news-samples';
import { Section } from '@web/components/section';
import { Button } from '@web/components/ui/button';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { NewsSampleCard } from './news-sample-card';

export function NewsSamplesSection({ content }: { content: NewsSamplesContent }) {
  const localized = useLocalized();
  const labels = {
    readMore: localized(content.readMore),
    byAuthor: localized(content.byAuthor),
    defaultReadTime: localized(content.defaultReadTime),
  };
  return (
    <Section id="latest-news" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-6 md:grid-cols-3">
        {content.samples.map((sample) => (
          <NewsSampleCard key={sample.id} sample={sample} labels={labels} />
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <LocalizedLink to={content.viewAll.href}>{localized(content.viewAll.label)}</LocalizedLink>
        </Button>
      </div>
    </Section>
  );
}
