import { recruitment } from '@content/services/recruitment';
import { CountryCards } from '@web/features/services/country-cards';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { StepList } from '@web/features/services/step-list';
import { TagList } from '@web/features/services/tag-list';

export default function RecruitmentPage() {
  const { heroActions, markets, solutions, process, specializations, cta } = recruitment;
  return (
    <>
      <ServicePageHeader page="recruitment" actions={heroActions} />
      <ServiceSection id="talent-markets" copy={markets} tone="plain">
        <CountryCards items={markets.items} />
      </ServiceSection>
      <ServiceSection id="solutions" copy={solutions} tone="muted">
        <IconCardGrid items={solutions.items} />
      </ServiceSection>
      <ServiceSection id="process" copy={process} tone="plain">
        <StepList steps={process.steps} />
        <ServiceStats items={[process.averageHire]} columns={1} className="mt-8 lg:max-w-sm" />
      </ServiceSection>
      <ServiceSection id="specializations" copy={specializations} tone="muted">
        <TagList items={specializations.items} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
