import { usePageCopy } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { NewsletterLinkResult } from '@web/features/newsletter/newsletter-link-result';
import { withQueryProvider } from '@web/lib/query-provider';

function NewsletterUnsubscribePage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.newsletterUnsubscribe.heading} intro={pageCopy.newsletterUnsubscribe.intro} />
      <NewsletterLinkResult action="unsubscribe" />
    </>
  );
}

export default withQueryProvider(NewsletterUnsubscribePage);
