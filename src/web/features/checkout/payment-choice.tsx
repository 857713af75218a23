import { Landmark } from 'lucide-react';
import { useDomId } from '@web/page-runtime/dom-id';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { ChoiceCard } from './choice-card';

export type PaymentChoiceValue = 'now' | 'transfer';

/** "How would you like to pay?": now (the provider's methods) or by bank transfer on invoice, for company buyers. */
export function PaymentChoice({ value, onChange }: { value: PaymentChoiceValue; onChange: (value: PaymentChoiceValue) => void }) {
  const text = useMessages(bankTransferCatalog);
  const id = useDomId();
  const options = [
    { value: 'now', label: text('checkout.payNow'), hint: text('checkout.payNowHint') },
    { value: 'transfer', label: text('checkout.byTransfer'), hint: text('checkout.byTransferHint') },
  ] as const;
  return (
    <Card>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold text-fg">{text('checkout.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <ChoiceCard
              key={option.value}
              label={option.label}
              hint={option.hint}
              hintId={`${id}-${option.value}-hint`}
              input={{
                name: `${id}-payment-choice`,
                value: option.value,
                checked: value === option.value,
                onChange: () => onChange(option.value),
              }}
            />
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

/** In place of the card fields when paying by transfer: what happens next, and the order button. */
export function TransferSection({ ordering }: { ordering: boolean }) {
  const text = useMessages(bankTransferCatalog);
  return (
    <Card className="grid gap-5">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          {text('checkout.byTransfer')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{text('instructions.startsWhenPaid')}</p>
      </div>
      <Button type="submit" size="lg" disabled={ordering} aria-live="polite">
        {ordering ? text('checkout.submitting') : text('checkout.submit')}
      </Button>
    </Card>
  );
}
