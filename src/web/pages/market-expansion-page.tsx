import { marketExpansion } from '@content/services/market-expansion';
import { trackRecord } from '@content/services/track-record';
import { CountryCards } from '@web/features/services/country-cards';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { StepList } from '@web/features/services/step-list';

export default function MarketExpansionPage() {
  const { heroActions, markets, support, process, trackRecord: trackRecordCopy, cta } = marketExpansion;
  return (
    <>
      <ServicePageHeader page="marketExpansion" actions={heroActions} />
      <ServiceSection id="markets" copy={markets} tone="plain">
        <CountryCards items={markets.items} />
      </ServiceSection>
      <ServiceSection id="support" copy={support} tone="muted">
        <IconCardGrid items={support.items} />
      </ServiceSection>
      <ServiceSection id="process" copy={process} tone="plain">
        <StepList steps={process.steps} />
      </ServiceSection>
      <ServiceSection id="track-record" copy={trackRecordCopy} tone="muted">
        <ServiceStats items={trackRecord} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
