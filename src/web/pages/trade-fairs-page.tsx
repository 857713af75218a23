import { tradeFairs } from '@content/services/trade-fairs';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { SuccessStories } from '@web/features/services/success-stories';
import { TradeEventCards } from '@web/features/services/trade-event-cards';
import upcomingTradeEvents from '@web/islands/upcoming-trade-events';
import { Island } from '@web/page-runtime/island';

export default function TradeFairsPage() {
  const { heroActions, services, majorEvents, upcoming, impact, stories, cta } = tradeFairs;
  return (
    <>
      <ServicePageHeader page="tradeFairs" actions={heroActions} trail="both" />
      <ServiceSection id="exhibition-services" copy={services} tone="plain">
        <IconCardGrid items={services.items} />
      </ServiceSection>
      <ServiceSection id="major-events" copy={majorEvents} tone="muted">
        <TradeEventCards majorEvents={majorEvents} />
      </ServiceSection>
      <ServiceSection id="upcoming-events" copy={upcoming} tone="plain">
        <Island of={upcomingTradeEvents} props={{ upcoming }} />
      </ServiceSection>
      <ServiceSection id="impact" copy={impact} tone="muted">
        <ServiceStats items={impact.items} />
      </ServiceSection>
      <ServiceSection id="success-stories" copy={stories} tone="plain">
        <SuccessStories stories={stories} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
