import { articles, newsListing } from '@content/news/articles';
import { inOneLanguage } from '@shared/one-language';
import { useLocale } from '@web/lib/use-locale';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { NewsClosing } from '@web/features/news/news-closing';
import { newsMessages } from '@web/features/news/news-messages';
import newsBrowser from '@web/islands/news-browser';
import { Island } from '@web/page-runtime/island';

export default function NewsPage() {
  const t = useMessages(newsMessages);
  const pageCopy = usePageCopy();
  const locale = useLocale();
  return (
    <>
      <SectionPageHeader heading={pageCopy.news.heading} intro={pageCopy.news.intro} />
      <Section id="articles" heading={t('list.heading')} intro={t('list.intro')}>
        <Island of={newsBrowser} props={{ listId: 'articles', articles: inOneLanguage(articles.map(newsListing), locale) }} />
      </Section>
      <NewsClosing />
    </>
  );
}
