import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { ButtonLink } from '@web/components/ui/button-link';
import type { VerificationProblem } from './verify-membership-payment';

export function PaymentIssueView({ problem }: { problem: VerificationProblem }) {
  const { t } = useTranslation();
  const message = problem.reason === 'status' ? t('success.status', { status: problem.status }) : t(`success.${problem.reason}`);
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('success.issueTitle')}</h1>
      <p role="alert" className="text-lg text-fg-muted">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink size="lg" to="/membership">
          {t('success.tryAgain')}
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to="/">
          {t('success.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
