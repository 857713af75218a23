import { useDomId } from '@web/page-runtime/dom-id';
import { providerPaymentMethods, type ProviderPaymentMethod } from '@shared/payment-methods';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { useMessages } from '@web/i18n/use-messages';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { paymentFormCatalog } from './payment-form-catalog';

const hints = { card: 'card.hint', ideal: 'ideal.hint', bancontact: 'bancontact.hint', sepa_debit: 'sepa.hint' } as const;

/**
 * The ways to pay as Stripe's Payment Element shows them, a row of tabs, but
 * made of native radio buttons in a fieldset: one Tab stop, arrow keys move
 * between methods, and a screen reader hears "Payment method, radio group".
 */
export function SandboxMethodPicker({
  value,
  onChange,
}: {
  value: ProviderPaymentMethod;
  onChange: (method: ProviderPaymentMethod) => void;
}) {
  const text = useMessages(paymentFormCatalog);
  const names = useMessages(paymentMethodCatalog);
  const id = useDomId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">{text('picker.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {providerPaymentMethods.map((method) => {
          return (
            <label
              key={method}
              className="relative flex cursor-pointer flex-col gap-1 rounded-xl border border-border bg-surface-raised p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                aria-describedby={`${id}-${method}-hint`}
                className="absolute end-3 top-3 size-4 accent-primary"
              />
              <span className="pe-6 font-semibold text-fg">
                <bdi>{names(`method.${method}`)}</bdi>
              </span>
              <span id={`${id}-${method}-hint`} className="text-xs text-fg-muted">
                <IsolatedLatin text={text(hints[method])} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
