import { payrollServices } from '@content/services/payroll-services';
import { CountryCards } from '@web/features/services/country-cards';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { StepList } from '@web/features/services/step-list';

export default function PayrollServicesPage() {
  const { heroActions, requirements, solutions, expatriate, excellence, implementation, cta } = payrollServices;
  return (
    <>
      <ServicePageHeader page="payrollServices" actions={heroActions} />
      <ServiceSection id="requirements" copy={requirements} tone="plain">
        <CountryCards items={requirements.items} />
      </ServiceSection>
      <ServiceSection id="solutions" copy={solutions} tone="muted">
        <IconCardGrid items={solutions.items} />
      </ServiceSection>
      <ServiceSection id="expatriate-services" copy={expatriate} tone="plain">
        <IconCardGrid items={expatriate.items} />
      </ServiceSection>
      <ServiceSection id="excellence" copy={excellence} tone="muted">
        <ServiceStats items={excellence.items} columns={3} />
      </ServiceSection>
      <ServiceSection id="process" copy={implementation} tone="plain">
        <StepList steps={implementation.steps} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
