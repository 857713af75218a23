import { memberServices } from '@content/services/member-services';
import { FeaturedProviderCard } from '@web/features/services/featured-provider-card';
import { IconCardGrid } from '@web/features/services/icon-card-grid';
import { ProviderCategoryCards } from '@web/features/services/provider-category-cards';
import { ServiceCallToAction } from '@web/features/services/service-call-to-action';
import { ServicePageHeader } from '@web/features/services/service-page-header';
import { ServiceSection } from '@web/features/services/service-section';
import { ServiceStats } from '@web/features/services/service-stats';
import { StepList } from '@web/features/services/step-list';

export default function MemberServicesPage() {
  const { heroActions, categories, quality, featured, networkStats, howItWorks, cta } = memberServices;
  return (
    <>
      <ServicePageHeader page="memberServices" actions={heroActions} trail="breadcrumb" />
      <ServiceSection id="categories" copy={categories} tone="plain">
        <ProviderCategoryCards categories={categories} />
      </ServiceSection>
      <ServiceSection id="quality-assurance" copy={quality} tone="muted">
        <IconCardGrid items={quality.items} />
      </ServiceSection>
      <ServiceSection id="featured-providers" copy={featured} tone="plain">
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.items.map((provider) => (
            <li key={provider.company} className="flex">
              <FeaturedProviderCard provider={provider} contact={featured.contact} />
            </li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection id="network" copy={networkStats} tone="muted">
        <ServiceStats items={networkStats.items} />
      </ServiceSection>
      <ServiceSection id="how-it-works" copy={howItWorks} tone="plain">
        <StepList steps={howItWorks.steps} />
      </ServiceSection>
      <ServiceCallToAction call={cta} />
    </>
  );
}
