import { usePageCopy } from '@web/i18n/locale-texts-context';
import { NewsletterLinkPage } from '@web/features/newsletter/newsletter-link-page';
import { withQueryProvider } from '@web/lib/query-provider';

function NewsletterConfirmPage() {
  const { heading, intro } = usePageCopy().newsletterConfirm;
  return <NewsletterLinkPage action="confirm" heading={heading} intro={intro} />;
}

export default withQueryProvider(NewsletterConfirmPage);
