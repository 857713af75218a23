import { newsPage } from '@content/news/news-page';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { Section } from '@web/components/section';
import { NewsBrowser } from '@web/features/news/news-browser';
import { NewsClosing } from '@web/features/news/news-closing';
import { useLocalized } from '@web/lib/use-locale';

export default function NewsPage() {
  const localized = useLocalized();
  const pageCopy = usePageCopy();
  const { list } = newsPage;
  return (
    <>
      <PageHeader heading={pageCopy.news.heading} intro={pageCopy.news.intro} />
      <Section id="articles" heading={localized(list.heading)} intro={localized(list.intro)}>
        <NewsBrowser listId="articles" />
      </Section>
      <NewsClosing />
    </>
  );
}
