import { successCatalog } from './success-catalog';
import { AlertTriangle, Hourglass } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { paymentFormCatalog } from '@web/components/payment/payment-form-catalog';
import type { VerificationProblem } from './verify-membership-payment';

/**
 * The spec's error view, titled Payment Issue, with its message. Two cases say
 * more: a payment the bank is still processing (a SEPA Direct Debit: the page
 * keeps asking and turns into the welcome by itself), and a failed or
 * canceled payment, which can go back to the checkout with its details kept.
 */
export function PaymentIssueView({
  problem,
  tierSlug,
  checking,
}: {
  problem: VerificationProblem;
  tierSlug: string | null;
  /** The page is asking the provider again right now. */
  checking: boolean;
}) {
  const successText = useMessages(successCatalog);
  const text = useMessages(paymentFormCatalog);
  const message =
    problem.reason === 'status' ? successText('success.status', { status: problem.status }) : successText(`success.${problem.reason}`);
  const waiting = problem.reason === 'stillProcessing';
  const Icon = waiting ? Hourglass : AlertTriangle;
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{successText('success.issueTitle')}</h1>
      <p role="alert" className="text-lg text-fg-muted">
        {message}
      </p>
      {waiting ? (
        <div className="grid gap-2 rounded-2xl border border-border bg-surface-raised p-5 text-start">
          <h2 className="font-semibold text-fg">{text('waiting.title')}</h2>
          <p className="text-sm text-fg-muted">{text('waiting.text')}</p>
          <p role="status" className="min-h-5 text-xs text-fg-muted">
            {checking ? text('waiting.checking') : null}
          </p>
        </div>
      ) : null}
      {problem.reason === 'failed' && tierSlug ? <p className="text-sm text-fg-muted">{text('failure.kept')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {problem.reason === 'failed' && tierSlug ? (
          <ButtonLink size="lg" to={`/membership/checkout/${encodeURIComponent(tierSlug)}`}>
            {text('failure.backToCheckout')}
          </ButtonLink>
        ) : null}
        <ButtonLink size="lg" variant={problem.reason === 'failed' && tierSlug ? 'outline' : undefined} to="/membership">
          {successText('success.tryAgain')}
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to="/">
          {successText('success.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
