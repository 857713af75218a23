import { usePageCopy } from '@web/i18n/locale-texts-context';
import checkout from '@web/islands/checkout';
import { Island } from '@web/page-runtime/island';

export default function CheckoutPage() {
  const { heading, intro } = usePageCopy().checkout;
  return <Island of={checkout} props={{ heading, intro }} />;
}
