import { PageHeader } from '@web/components/page-header';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import checkout from '@web/islands/checkout';
import { Island } from '@web/page-runtime/island';

/** The page's header is prerendered HTML; only the form below it is an island. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { heading, intro } = usePageCopy().checkout;
  return (
    <>
      <PageHeader heading={heading} intro={intro} back={{ href: '/membership', label: t('nav.membership') }} />
      <Island of={checkout} props={{}} />
    </>
  );
}
