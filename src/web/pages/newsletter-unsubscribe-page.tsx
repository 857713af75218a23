import { usePageCopy } from '@web/i18n/locale-texts-context';
import { NewsletterLinkPage } from '@web/features/newsletter/newsletter-link-page';
import { withQueryProvider } from '@web/lib/query-provider';

function NewsletterUnsubscribePage() {
  const { heading, intro } = usePageCopy().newsletterUnsubscribe;
  return <NewsletterLinkPage action="unsubscribe" heading={heading} intro={intro} />;
}

export default withQueryProvider(NewsletterUnsubscribePage);
