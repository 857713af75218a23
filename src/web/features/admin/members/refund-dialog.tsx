import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { membershipAfterRefundChoices, type MemberPaymentView, type MembershipAfterRefund } from '@shared/admin/member-constants';
import { centsToEuroString, euroInputToCents } from '@shared/money';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { ActionDialog, type FieldErrors } from './action-dialog';
import { isolated, useFormatters } from './formatters';

const choiceKeys = { keep: 'dialog.refund.keep', end: 'dialog.refund.end', shorten: 'dialog.refund.shorten' } as const;

function RefundFields({ errors, refundableCents }: { errors: FieldErrors; refundableCents: number }) {
  const text = useMessages(adminMembersCatalog);
  const { money } = useFormatters();
  const id = useDomId();
  const [after, setAfter] = useState<MembershipAfterRefund>('keep');
  const hint = text('dialog.refund.amountHint', { refundable: money(refundableCents) });
  return (
    <>
      <FormField id={`${id}-amount`} label={text('dialog.refund.amount')} hint={hint} error={errors.amountCents}>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          defaultValue={centsToEuroString(refundableCents)}
          className={inputClass}
          {...describedBy(`${id}-amount`, errors.amountCents, hint)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{text('dialog.refund.membership')}</legend>
        {membershipAfterRefundChoices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-fg">
            <input
              type="radio"
              name="membership"
              value={choice}
              checked={after === choice}
              onChange={() => setAfter(choice)}
              className="size-4 accent-primary"
            />
            {text(choiceKeys[choice])}
          </label>
        ))}
      </fieldset>
      {after === 'shorten' ? (
        <FormField id={`${id}-date`} label={text('dialog.refund.newEnd')} error={errors.newExpiresOn}>
          <input
            id={`${id}-date`}
            name="newExpiresOn"
            type="date"
            required
            className={inputClass}
            {...describedBy(`${id}-date`, errors.newExpiresOn)}
          />
        </FormField>
      ) : null}
    </>
  );
}

/**
 * Gives (part of) a payment back. The dialog makes a request key when it
 * opens and sends it with every press, so pressing twice, or again after a
 * provider failure, is one refund; a new opening is a new refund.
 */
export function RefundDialog({
  payment,
  apiPath,
  refreshKey,
}: {
  payment: MemberPaymentView;
  apiPath: string;
  refreshKey: readonly unknown[];
}) {
  const text = useMessages(adminMembersCatalog);
  const { money } = useFormatters();
  const [requestKey, setRequestKey] = useState('');
  const refundableCents = payment.amountCents - payment.refundedCents;
  return (
    <ActionDialog
      trigger={{
        label: (
          <>
            <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="max-sm:sr-only">{text('member.payments.refund')}</span>
          </>
        ),
        ariaLabel: text('member.payments.refundLabel', { receipt: payment.receiptNumber }),
      }}
      title={text('dialog.refund.title', { receipt: isolated(payment.receiptNumber) })}
      description={text('dialog.refund.description', { amount: money(payment.amountCents), refundable: money(refundableCents) })}
      submitLabel={text('dialog.refund.submit')}
      path={`${apiPath}/refunds`}
      schema="refund"
      onOpen={() => setRequestKey(crypto.randomUUID())}
      bodyOf={(form) => {
        const membership = String(form.get('membership') ?? 'keep');
        return {
          paymentId: payment.id,
          requestKey,
          amountCents: euroInputToCents(String(form.get('amount') ?? '')) ?? Number.NaN,
          membership,
          ...(membership === 'shorten' ? { newExpiresOn: String(form.get('newExpiresOn') ?? '') } : {}),
        };
      }}
      fields={(errors) => <RefundFields errors={errors} refundableCents={refundableCents} />}
      doneMessage={(answer) => {
        const { amountCents, creditNote } = answer as { amountCents: number; creditNote: { number: string } | null };
        return creditNote
          ? text('dialog.refund.doneWithNote', { amount: money(amountCents), number: isolated(creditNote.number) })
          : text('dialog.refund.done', { amount: money(amountCents) });
      }}
      refreshKey={refreshKey}
    />
  );
}
