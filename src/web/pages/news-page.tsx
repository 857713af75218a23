import { newsPage } from '@content/news/news-page';
import { pageCopy } from '@content/pages';
import { CallToAction } from '@web/components/call-to-action';
import { PageHeader } from '@web/components/page-header';
import { Section } from '@web/components/section';
import { NewsBrowser } from '@web/features/news/news-browser';
import { useLocalized } from '@web/lib/use-locale';

export default function NewsPage() {
  const localized = useLocalized();
  const { list, closing } = newsPage;
  return (
    <>
      <PageHeader heading={localized(pageCopy.news.heading)} intro={localized(pageCopy.news.intro)} />
      <Section id="articles" heading={localized(list.heading)} intro={localized(list.intro)}>
        <NewsBrowser listId="articles" />
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: localized(closing.contact), href: '/contact?department=communications' }}
        secondary={{ label: localized(closing.join), href: '/membership' }}
      />
    </>
  );
}
