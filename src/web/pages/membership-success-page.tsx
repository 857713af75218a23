import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { PaymentIssueView } from '@web/features/checkout/success/payment-issue-view';
import { SuccessView } from '@web/features/checkout/success/success-view';
import { useMembershipVerification } from '@web/features/checkout/success/use-membership-verification';
import { VerificationError } from '@web/features/checkout/success/verify-membership-payment';
import { withQueryProvider } from '@web/lib/query-provider';

function MembershipSuccessPage() {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  const { verification, tierSlug } = useMembershipVerification();

  if (verification.isError) {
    const problem =
      verification.error instanceof VerificationError ? verification.error.problem : ({ reason: 'verificationFailed' } as const);
    return <PaymentIssueView problem={problem} />;
  }
  if (verification.isSuccess) return <SuccessView activation={verification.data} tierSlug={tierSlug} />;
  return (
    <>
      <PageHeader heading={pageCopy.membershipSuccess.heading} intro={pageCopy.membershipSuccess.intro} />
      <Spinner label={t('success.verifying')} className="min-h-[70svh] py-16" />
    </>
  );
}

export default withQueryProvider(MembershipSuccessPage);
