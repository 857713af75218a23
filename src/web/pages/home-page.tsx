import { coreServices } from '@content/home/core-services';
import { homeHero, homeIntro } from '@content/home/hero';
import { homeNews } from '@content/home/home-news';
import { homePartners } from '@content/home/partners';
import { homePlans } from '@content/home/plans';
import { latestArticles } from '@content/news/articles';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CoreServicesSection } from '@web/features/home/core-services-section';
import { HomeHero } from '@web/features/home/home-hero';
import { HomeIntro } from '@web/features/home/home-intro';
import { HomeNewsSection } from '@web/features/home/home-news-section';
import { PartnerNetworkSection } from '@web/features/home/partner-network-section';
import { PlansSection } from '@web/features/home/plans-section';
import { newsMessages } from '@web/features/news/news-messages';
import { useMessages } from '@web/i18n/use-messages';

export default function HomePage() {
  const pageCopy = usePageCopy();
  const newsText = useMessages(newsMessages);
  return (
    <>
      <HomeHero heading={pageCopy.home.heading} subtitle={pageCopy.home.intro} content={homeHero} />
      <HomeIntro content={homeIntro} />
      <CoreServicesSection content={coreServices} />
      <HomeNewsSection
        content={homeNews}
        articles={latestArticles(homeNews.count)}
        categoryLabel={(category) => newsText(`contentType.${category}`)}
      />
      <PlansSection content={homePlans} />
      <PartnerNetworkSection content={homePartners} />
    </>
  );
}
