import { legalAdvisory } from '@content/services/legal-advisory';
import { CountryCards } from '@web/features/services/country-cards';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { TagList } from '@web/features/services/tag-list';

export default function LegalAdvisoryPage() {
  const { heroActions, areas, jurisdictions, matters, credentials, cta } = legalAdvisory;
  return (
    <>
      <ServicePageHeader page="legalAdvisory" actions={heroActions} />
      <ServiceSection id="practice-areas" copy={areas} tone="plain">
        <IconCardGrid items={areas.items} />
      </ServiceSection>
      <ServiceSection id="jurisdictions" copy={jurisdictions} tone="muted">
        <CountryCards items={jurisdictions.items} />
      </ServiceSection>
      <ServiceSection id="common-matters" copy={matters} tone="plain">
        <TagList items={matters.items} />
      </ServiceSection>
      <ServiceSection id="credentials" copy={credentials} tone="muted">
        <IconCardGrid items={credentials.items} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
