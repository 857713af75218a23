import { usePageCopy } from '@web/i18n/locale-texts-context';
import newsletterLink from '@web/islands/newsletter-link';
import { Island } from '@web/page-runtime/island';

export default function NewsletterConfirmPage() {
  const { heading, intro } = usePageCopy().newsletterConfirm;
  return <Island of={newsletterLink} props={{ action: 'confirm', heading, intro }} />;
}
