import { marketOverview } from '@content/market/overview';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { BusinessConnections } from '@web/features/market/business-connections';
import { EconomicHighlights } from '@web/features/market/economic-highlights';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { MarketPageHeader } from '@web/features/market/market-page-header';
import { SectorShareChart } from '@web/features/market/sector-share-chart';
import { useStatItems } from '@web/features/market/use-market-formatters';
import { useLocalized } from '@web/lib/use-locale';

export default function MarketOverviewPage() {
  const localized = useLocalized();
  const { statistics, sectors, connections, highlights } = marketOverview;
  const statItems = useStatItems(statistics.items);
  return (
    <>
      <MarketPageHeader page="marketOverview" />
      <Section id="trade-statistics" heading={localized(statistics.heading)} intro={localized(statistics.intro)}>
        <StatGrid items={statItems} />
      </Section>
      <Section id="trade-by-sector" tone="muted" heading={localized(sectors.heading)} intro={localized(sectors.intro)}>
        <SectorShareChart label={localized(sectors.chartLabel)} source={localized(sectors.source)} shares={sectors.shares} />
      </Section>
      <Section id="business-connections" heading={localized(connections.heading)} intro={localized(connections.intro)}>
        <BusinessConnections content={connections} />
      </Section>
      <Section id="economic-highlights" tone="muted" heading={localized(highlights.heading)} intro={localized(highlights.intro)}>
        <EconomicHighlights countries={highlights.countries} />
      </Section>
      <MarketCallToAction content={marketOverview.callToAction} />
    </>
  );
}
