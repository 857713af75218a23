import { coreServices } from '@content/home/core-services';
import { homeHero, homeIntro } from '@content/home/hero';
import { newsSamples } from '@content/home/news-samples';
import { homePartners } from '@content/home/partners';
import { homePlans } from '@content/home/plans';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CoreServicesSection } from '@web/features/home/core-services-section';
import { HomeHero } from '@web/features/home/home-hero';
import { HomeIntro } from '@web/features/home/home-intro';
import { NewsSamplesSection } from '@web/features/home/news-samples-section';
import { PartnerNetworkSection } from '@web/features/home/partner-network-section';
import { PlansSection } from '@web/features/home/plans-section';

export default function HomePage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <HomeHero heading={pageCopy.home.heading} subtitle={pageCopy.home.intro} content={homeHero} />
      <HomeIntro content={homeIntro} />
      <CoreServicesSection content={coreServices} />
      <NewsSamplesSection content={newsSamples} />
      <PlansSection content={homePlans} />
      <PartnerNetworkSection content={homePartners} />
    </>
  );
}
