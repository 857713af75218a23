import { usePageCopy } from '@web/i18n/locale-texts-context';
import membershipSuccess from '@web/islands/membership-success';
import { Island } from '@web/page-runtime/island';

export default function MembershipSuccessPage() {
  const { heading, intro } = usePageCopy().membershipSuccess;
  return <Island of={membershipSuccess} props={{ heading, intro }} />;
}
