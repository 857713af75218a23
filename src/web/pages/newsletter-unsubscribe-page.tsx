import { usePageCopy } from '@web/i18n/locale-texts-context';
import newsletterLink from '@web/islands/newsletter-link';
import { Island } from '@web/page-runtime/island';

export default function NewsletterUnsubscribePage() {
  const { heading, intro } = usePageCopy().newsletterUnsubscribe;
  return <Island of={newsletterLink} props={{ action: 'unsubscribe', heading, intro }} />;
}
