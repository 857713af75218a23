import { arbitration } from '@content/services/arbitration';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { StepList } from '@web/features/services/step-list';

export default function ArbitrationPage() {
  const { heroActions, benefits, process, caseTypes, statistics, cta } = arbitration;
  return (
    <>
      <ServicePageHeader page="arbitration" actions={heroActions} />
      <ServiceSection id="benefits" copy={benefits} tone="plain">
        <IconCardGrid items={benefits.items} />
      </ServiceSection>
      <ServiceSection id="process" copy={process} tone="muted">
        <StepList steps={process.steps} />
      </ServiceSection>
      <ServiceSection id="case-types" copy={caseTypes} tone="plain">
        <IconCardGrid items={caseTypes.items} columns={3} />
      </ServiceSection>
      <ServiceSection id="statistics" copy={statistics} tone="muted">
        <ServiceStats items={statistics.items} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
