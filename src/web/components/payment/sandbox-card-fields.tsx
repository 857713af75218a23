import { paymentFormCatalog } from './payment-form-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { FlaskConical } from 'lucide-react';
import { useDomId } from '@web/page-runtime/dom-id';
import { clsx } from 'clsx';
import { inputClass } from '@web/components/ui/form-field';

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardErrors = Partial<Record<keyof SandboxCard, string>>;

/** What the sandbox tells the buyer to type, under its "no real money" notice. */
export function SandboxNotice({ children }: { children: React.ReactNode }) {
  const paymentText = useMessages(paymentFormCatalog);
  return (
    <p className="flex items-start gap-2 rounded-lg border border-accent/50 bg-accent/10 p-3 text-sm text-fg">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
      <span>
        <strong>{paymentText('testCard.notice')}.</strong> {children}
      </span>
    </p>
  );
}

/** The sandbox's card fields, standing in for the card tab of Stripe's payment element. */
export function SandboxCardFields({
  card,
  errors,
  onChange,
}: {
  card: SandboxCard;
  errors: SandboxCardErrors;
  onChange: (card: SandboxCard) => void;
}) {
  const paymentText = useMessages(paymentFormCatalog);
  const id = useDomId();
  const field = (name: keyof SandboxCard, label: string, props: React.ComponentProps<'input'>) => (
    <div className={clsx('grid gap-1.5', name === 'number' && 'sm:col-span-2')}>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        dir="ltr"
        value={card[name]}
        onChange={(event) => onChange({ ...card, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="grid gap-4">
      <SandboxNotice>{paymentText('testCard.help')}</SandboxNotice>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('number', paymentText('testCard.cardNumber'), {
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          placeholder: '4242 4242 4242 4242',
          maxLength: 23,
        })}
        {field('expiry', paymentText('testCard.expiry'), { autoComplete: 'cc-exp', placeholder: 'MM / YY', maxLength: 7 })}
        {field('cvc', paymentText('testCard.cvc'), {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: 4,
        })}
      </div>
    </div>
  );
}
