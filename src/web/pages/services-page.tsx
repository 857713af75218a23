import { usePageCopy } from '@web/i18n/locale-texts-context';
import { servicesIndex } from '@content/services/services-index';
import { SectionPageHeader } from '@web/components/section-page-header';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServiceCatalogue } from '@web/features/services/service-catalogue';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';

export default function ServicesPage() {
  const pageCopy = usePageCopy();
  const { stats, catalogue, cta } = servicesIndex;
  return (
    <>
      <SectionPageHeader heading={pageCopy.services.heading} intro={pageCopy.services.intro} />
      <ServiceSection id="results" copy={stats} tone="plain">
        <ServiceStats items={stats.items} />
      </ServiceSection>
      <ServiceSection id="services" copy={catalogue} tone="muted">
        <ServiceCatalogue catalogue={catalogue} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
