import type { NewsSamplesSection as NewsSamplesContent } from '@content/home/news-samples';
import { Section } from '@web/components/section';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';
import { NewsSampleCard } from './news-sample-card';

export function NewsSamplesSection({ content }: { content: NewsSamplesContent }) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <Section id="latest-news" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-6 md:grid-cols-3">
        {content.samples.map((sample) => (
          <NewsSampleCard key={sample.id} sample={sample} readTimeMinutes={sample.readTimeMinutes ?? content.defaultReadTimeMinutes} />
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink variant="outline" size="lg" to={content.viewAllHref}>
          {t('news.viewAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
