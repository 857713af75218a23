import type { HomeNewsSection as HomeNewsContent } from '@content/home/home-news';
import type { NewsCategory, NewsListing } from '@content/news/articles';
import { Section } from '@web/components/section';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { HomeNewsCard } from './home-news-card';
import { homeMessages } from './home-messages';

export function HomeNewsSection({
  content,
  articles,
  categoryLabel,
}: {
  content: HomeNewsContent;
  /** The newest stories of the news content. */
  articles: NewsListing[];
  /** A category's name in the page's language, as the news page writes it. */
  categoryLabel: (category: NewsCategory) => string;
}) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <Section id="latest-news" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <HomeNewsCard
            key={article.id}
            article={article}
            category={categoryLabel(article.category)}
            readTimeMinutes={article.readTime ?? content.defaultReadTimeMinutes}
          />
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink variant="outline" size="lg" to={content.viewAllHref}>
          {t('news.viewAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
