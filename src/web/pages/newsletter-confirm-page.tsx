import { pageCopy } from '@content/pages';
import { PageHeader } from '@web/components/page-header';
import { NewsletterLinkResult } from '@web/features/newsletter/newsletter-link-result';
import { useLocalized } from '@web/lib/use-locale';

export default function NewsletterConfirmPage() {
  const localized = useLocalized();
  return (
    <>
      <PageHeader heading={localized(pageCopy.newsletterConfirm.heading)} intro={localized(pageCopy.newsletterConfirm.intro)} />
      <NewsletterLinkResult action="confirm" />
    </>
  );
}
