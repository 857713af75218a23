import { focusSectors } from '@content/market/focus-sectors';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { MarketPageHeader } from '@web/features/market/market-page-header';
import { SectorCard } from '@web/features/market/sector-card';
import { SuccessStoryCard } from '@web/features/market/success-story-card';
import { useStatItems } from '@web/features/market/use-market-formatters';
import { marketMessages } from '@web/features/market/market-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function FocusSectorsPage() {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const { statistics, sectors, successStories } = focusSectors;
  const statItems = useStatItems(statistics.items);
  const sectorTitle = (id: string) => {
    const sector = sectors.items.find((candidate) => candidate.id === id);
    return sector ? localized(sector.title) : '';
  };
  return (
    <>
      <MarketPageHeader page="focusSectors" />
      <Section id="sector-figures" heading={localized(statistics.heading)}>
        <StatGrid items={statItems} />
      </Section>
      <Section id="sectors" tone="muted" heading={localized(sectors.heading)} intro={localized(sectors.intro)}>
        <div className="grid gap-6 lg:grid-cols-2">
          {sectors.items.map((sector) => (
            <SectorCard key={sector.id} sector={sector} />
          ))}
        </div>
      </Section>
      <Section id="success-stories" heading={localized(successStories.heading)} intro={localized(successStories.intro)}>
        <div className="grid gap-6 md:grid-cols-3">
          {successStories.items.map((story) => (
            <SuccessStoryCard
              key={story.title.en}
              story={story}
              sectorTitle={sectorTitle(story.sectorId)}
              resultLabel={t('sectors.result')}
            />
          ))}
        </div>
      </Section>
      <MarketCallToAction content={focusSectors.callToAction} />
    </>
  );
}
