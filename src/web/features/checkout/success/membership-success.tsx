import { useMessages } from '@web/i18n/use-messages';
import { successCatalog } from './success-catalog';
import { PageHeader } from '@web/components/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { PaymentIssueView } from './payment-issue-view';
import { SuccessView } from './success-view';
import { useMembershipVerification } from './use-membership-verification';
import { VerificationError } from './verify-membership-payment';

/**
 * The success page's island. Without a client secret in the query the spec
 * shows success directly, so the welcome is in the prerendered page and stays
 * (its banner is the page's largest paint); with one, the payment is verified
 * first (the server serves that variant prerendered with the spinner). Heading
 * and intro of the verifying view come from the page copy.
 */
export function MembershipSuccess({ heading, intro }: { heading: string; intro: string }) {
  const successText = useMessages(successCatalog);
  const { verification, tierSlug, verifying } = useMembershipVerification();

  if (verification.isError) {
    const problem =
      verification.error instanceof VerificationError ? verification.error.problem : ({ reason: 'verificationFailed' } as const);
    return <PaymentIssueView problem={problem} tierSlug={tierSlug} checking={verification.isFetching} />;
  }
  if (verification.isSuccess) return <SuccessView activation={verification.data} tierSlug={tierSlug} />;
  if (!verifying) return <SuccessView activation={null} tierSlug={tierSlug} />;
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <Spinner label={successText('success.verifying')} className="min-h-[70svh] py-16" />
    </>
  );
}
