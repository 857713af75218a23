import { useTranslation } from '@web/i18n/locale-texts-context';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { PaymentIssueView } from './payment-issue-view';
import { SuccessView } from './success-view';
import { useMembershipVerification } from './use-membership-verification';
import { VerificationError } from './verify-membership-payment';

/** The success page's island: verifying, then the welcome or the payment issue. Heading and intro come from the page copy. */
export function MembershipSuccess({ heading, intro }: { heading: string; intro: string }) {
  const { t } = useTranslation();
  const { verification, tierSlug } = useMembershipVerification();

  if (verification.isError) {
    const problem =
      verification.error instanceof VerificationError ? verification.error.problem : ({ reason: 'verificationFailed' } as const);
    return <PaymentIssueView problem={problem} />;
  }
  if (verification.isSuccess) return <SuccessView activation={verification.data} tierSlug={tierSlug} />;
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <Spinner label={t('success.verifying')} className="min-h-[70svh] py-16" />
    </>
  );
}
