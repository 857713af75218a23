import type { AccountEventRegistration } from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { FormDialog } from '@web/components/form-dialog';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import { accountRegistrationsKey } from './registration-api';
import { amountText } from './seat-price';

/** Cancel, after a dialog that says what comes back under the refund policy. */
export function CancelRegistrationDialog({ registration, eventTitle }: { registration: AccountEventRegistration; eventTitle: string }) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const refund = registration.refundOnCancelCents;
  const amount = amountText(refund, locale, t);
  const refundText =
    registration.amountCents === 0
      ? undefined
      : refund === 0
        ? t('account.refundNone')
        : refund >= registration.amountCents
          ? t('account.refundFull', { amount })
          : t('account.refundPart', { amount });
  return (
    <FormDialog
      trigger={{ label: t('account.cancel'), ariaLabel: `${t('account.cancel')}: ${eventTitle}`, variant: 'outline' }}
      title={t('account.cancelTitle')}
      description={
        <>
          <span className="block font-medium text-fg">{eventTitle}</span>
          <span className="block">{t('account.cancelText', { count: registration.seats })}</span>
          {refundText ? <span className="block">{refundText}</span> : null}
        </>
      }
      submitLabel={t('account.confirmCancel')}
      labels={{ cancel: t('account.keep'), close: t('account.keep'), failed: t('account.cancelFailed') }}
      path={eventRegistrationApi.accountCancel(registration.id)}
      check={() => ({ body: {} })}
      doneMessage={(answer) => {
        const refunded = (answer as { refundedCents?: number }).refundedCents ?? 0;
        return refunded > 0 ? t('account.cancelledRefund', { amount: amountText(refunded, locale, t) }) : t('account.cancelled');
      }}
      fields={() => null}
      refreshKey={accountRegistrationsKey}
    />
  );
}
