import { pageCopy } from '@content/pages';
import { PageHeader } from '@web/components/page-header';
import { NewsletterLinkResult } from '@web/features/newsletter/newsletter-link-result';
import { useLocalized } from '@web/lib/use-locale';

export default function NewsletterUnsubscribePage() {
  const localized = useLocalized();
  return (
    <>
      <PageHeader heading={localized(pageCopy.newsletterUnsubscribe.heading)} intro={localized(pageCopy.newsletterUnsubscribe.intro)} />
      <NewsletterLinkResult action="unsubscribe" />
    </>
  );
}
