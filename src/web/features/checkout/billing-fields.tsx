import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog, type CheckoutMessages } from './checkout-catalog';
import type { Translate } from '@shared/messages/catalog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { isEuCountry } from '@shared/invoices/countries';
import type { CheckoutSubmission } from '@shared/membership';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { useLocale } from '@web/lib/use-locale';
import type { CheckoutFormValues } from './checkout-form-values';
import { ChoiceCard } from './choice-card';
import { billingCountries } from '@web/lib/billing-countries';

type CheckoutFormApi = UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>;

/** A Dutch KvK number has this many digits; the hint names the figure. */
const KVK_DIGITS = 8;

/** "Buying for": a company (its invoice) or the registrant personally. */
export function BuyingForChoice({ form }: { form: CheckoutFormApi }) {
  const checkoutText = useMessages(checkoutCatalog);
  const id = useDomId();
  const options = [
    { value: 'company', label: checkoutText('checkout.buyingFor.company'), hint: checkoutText('checkout.buyingFor.companyHint') },
    { value: 'myself', label: checkoutText('checkout.buyingFor.myself'), hint: checkoutText('checkout.buyingFor.myselfHint') },
  ] as const;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-fg">{checkoutText('checkout.buyingFor.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            label={option.label}
            hint={option.hint}
            hintId={`${id}-${option.value}-hint`}
            input={{ value: option.value, ...form.register('billing.buyingFor') }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The registration number's name and hint follow the billing country: KvK in the Netherlands, CR in Qatar. */
function registrationNumberTexts(country: string, checkoutText: Translate<CheckoutMessages>) {
  if (country === 'NL')
    return { label: checkoutText('checkout.company.kvkNumber'), hint: checkoutText('checkout.company.kvkHint', { digits: KVK_DIGITS }) };
  if (country === 'QA') {
    return {
      label: checkoutText('checkout.company.commercialRegistration'),
      hint: checkoutText('checkout.company.commercialRegistrationHint'),
    };
  }
  return { label: checkoutText('checkout.company.registrationNumber'), hint: checkoutText('checkout.company.registrationNumberHint') };
}

/** The company the invoice is made out to; every rule and message comes from the shared billing schema. */
export function CompanyFields({ form }: { form: CheckoutFormApi }) {
  const checkoutText = useMessages(checkoutCatalog);
  const country = useWatch({ control: form.control, name: 'billing.address.country' });
  const registration = registrationNumberTexts(country, checkoutText);
  const inEu = isEuCountry(country);
  const field = (name: FieldPath<CheckoutFormValues>, label: string, input: Omit<FieldInputProps, 'name' | 'label' | 'form'>) => (
    <BillingField form={form} name={name} label={label} {...input} />
  );
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-fg">{checkoutText('checkout.company.legend')}</legend>
      <p className="col-span-full text-sm text-fg-muted">{checkoutText('checkout.company.emptyNote')}</p>
      {field('billing.legalName', checkoutText('checkout.company.legalName'), { autoComplete: 'organization', wide: true })}
      <fieldset className="col-span-full grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-semibold text-fg">{checkoutText('checkout.company.billingAddress')}</legend>
        {field('billing.address.street', checkoutText('checkout.company.street'), { autoComplete: 'address-line1', wide: true })}
        {field('billing.address.postcode', checkoutText('checkout.company.postcode'), { autoComplete: 'postal-code', dir: 'ltr' })}
        {field('billing.address.city', checkoutText('checkout.company.city'), { autoComplete: 'address-level2' })}
        <BillingField form={form} name="billing.address.country" label={checkoutText('checkout.company.country')} wide>
          {(props) => <BillingCountrySelect {...props} />}
        </BillingField>
      </fieldset>
      {field('billing.registrationNumber', registration.label, { hint: registration.hint, autoComplete: 'off', dir: 'ltr' })}
      {field('billing.vatNumber', checkoutText(inEu || !country ? 'checkout.company.vatNumber' : 'checkout.company.vatNumberOptional'), {
        hint: inEu ? checkoutText('checkout.company.vatNumberHint') : undefined,
        autoComplete: 'off',
        dir: 'ltr',
      })}
      {field('billing.billingEmail', checkoutText('checkout.company.billingEmail'), { type: 'email', autoComplete: 'email', dir: 'ltr' })}
      {field('billing.purchaseOrder', checkoutText('checkout.company.purchaseOrder'), {
        hint: checkoutText('checkout.company.purchaseOrderHint'),
        autoComplete: 'off',
      })}
    </fieldset>
  );
}

/** Every country an invoice may be addressed to, in the page's language, none chosen at first. */
function BillingCountrySelect(props: ReturnType<CheckoutFormApi['register']> & ControlAria) {
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  return (
    <select autoComplete="country" className={inputClass} {...props}>
      <option value="" disabled>
        {checkoutText('checkout.company.countryPlaceholder')}
      </option>
      {billingCountries(locale).map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/** The country a buyer from "other" lives in, for an invoice made out to them personally. */
export function ResidenceCountryField({ form }: { form: CheckoutFormApi }) {
  const checkoutText = useMessages(checkoutCatalog);
  return (
    <BillingField
      form={form}
      name="billing.country"
      label={checkoutText('checkout.residence.label')}
      hint={checkoutText('checkout.residence.hint')}
    >
      {(props) => <BillingCountrySelect {...props} />}
    </BillingField>
  );
}

interface FieldInputProps {
  form: CheckoutFormApi;
  name: FieldPath<CheckoutFormValues>;
  label: string;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  dir?: 'ltr';
  wide?: boolean;
  /** A control other than a text input, given the id, ARIA and registration props. */
  children?: (props: ReturnType<CheckoutFormApi['register']> & ControlAria) => ReactNode;
}

interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** One labelled billing control with its hint, or its error in place of the hint, linked by aria-describedby. */
function BillingField({ form, name, label, hint, type = 'text', autoComplete, dir, wide = false, children }: FieldInputProps) {
  const id = useDomId();
  const { error } = form.getFieldState(name, form.formState);
  const props = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    ...form.register(name),
  };
  return (
    <div className={clsx(wide && 'sm:col-span-2')}>
      <FormField id={id} label={label} error={error?.message} hint={hint}>
        {children ? children(props) : <input type={type} autoComplete={autoComplete} dir={dir} className={inputClass} {...props} />}
      </FormField>
    </div>
  );
}
