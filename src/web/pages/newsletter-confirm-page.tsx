import { usePageCopy } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { NewsletterLinkResult } from '@web/features/newsletter/newsletter-link-result';
import { withQueryProvider } from '@web/lib/query-provider';

function NewsletterConfirmPage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.newsletterConfirm.heading} intro={pageCopy.newsletterConfirm.intro} />
      <NewsletterLinkResult action="confirm" />
    </>
  );
}

export default withQueryProvider(NewsletterConfirmPage);
