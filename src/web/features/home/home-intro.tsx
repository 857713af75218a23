import type { HomeIntro as HomeIntroContent } from '@content/home/hero';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { useLocalized } from '@web/lib/use-locale';

export function HomeIntro({ content }: { content: HomeIntroContent }) {
  const localized = useLocalized();
  return (
    <Section id="about-the-chamber" heading={localized(content.heading)} intro={localized(content.text)}>
      <StatGrid
        columns={3}
        items={content.statistics.map((statistic) => ({
          value: localized(statistic.value),
          label: localized(statistic.label),
          description: statistic.description && localized(statistic.description),
        }))}
      />
    </Section>
  );
}
