import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { useDomId } from '@web/page-runtime/dom-id';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CheckoutSubmission, RegistrationForm } from '@shared/membership';
import { CountryOptions } from '@web/components/country-options';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { ResidenceCountryField } from './billing-fields';
import { asksResidenceCountry, type CheckoutFormValues } from './checkout-form-values';

type TextField = Exclude<keyof RegistrationForm, 'country'>;

const textFields: Array<{ name: TextField; type: string; autoComplete: string; wide?: boolean }> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/** The buyer's details; every rule and message comes from the shared registration schema. */
export function RegistrationFields({ form }: { form: UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission> }) {
  const checkoutText = useMessages(checkoutCatalog);
  const id = useDomId();
  const { errors } = form.formState;
  const [country, billing] = useWatch({ control: form.control, name: ['country', 'billing'] });
  const describedBy = (name: keyof RegistrationForm, hint = false) =>
    errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          label={checkoutText(`checkout.fields.${field.name}`)}
          error={errors[field.name]?.message}
          hint={field.name === 'password' ? checkoutText('checkout.passwordHint') : undefined}
        >
          <input
            id={`${id}-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            dir={field.type === 'email' ? 'ltr' : undefined}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name, field.name === 'password')}
            className={inputClass}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <FormField id={`${id}-country`} label={checkoutText('checkout.fields.country')} error={errors.country?.message}>
        <select
          id={`${id}-country`}
          autoComplete="country-name"
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedBy('country')}
          className={inputClass}
          defaultValue=""
          {...form.register('country')}
        >
          <option value="" disabled>
            {checkoutText('checkout.fields.countryPlaceholder')}
          </option>
          <CountryOptions />
        </select>
      </FormField>
      {asksResidenceCountry(country, billing) ? <ResidenceCountryField form={form} /> : null}
      <FormField id={`${id}-phoneNumber`} label={checkoutText('checkout.fields.phoneNumber')} error={errors.phoneNumber?.message}>
        <input
          id={`${id}-phoneNumber`}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          aria-invalid={errors.phoneNumber ? true : undefined}
          aria-describedby={describedBy('phoneNumber')}
          className={inputClass}
          {...form.register('phoneNumber')}
        />
      </FormField>
    </div>
  );
}
