import { taxAdvisory } from '@content/services/tax-advisory';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ScenarioCards } from '@web/features/services/scenario-cards';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { TaxSystemCards } from '@web/features/services/tax-system-cards';

export default function TaxAdvisoryPage() {
  const { heroActions, systems, services, scenarios, results, cta } = taxAdvisory;
  return (
    <>
      <ServicePageHeader page="taxAdvisory" actions={heroActions} />
      <ServiceSection id="tax-systems" copy={systems} tone="plain">
        <TaxSystemCards systems={systems.items} />
      </ServiceSection>
      <ServiceSection id="tax-services" copy={services} tone="muted">
        <IconCardGrid items={services.items} />
      </ServiceSection>
      <ServiceSection id="scenarios" copy={scenarios} tone="plain">
        <ScenarioCards scenarios={scenarios} />
      </ServiceSection>
      <ServiceSection id="results" copy={results} tone="muted">
        <IconCardGrid items={results.items} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
