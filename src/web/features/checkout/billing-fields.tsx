import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { isEuCountry } from '@shared/invoices/countries';
import type { CheckoutSubmission } from '@shared/membership';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useLocale } from '@web/lib/use-locale';
import type { CheckoutFormValues } from './checkout-form-values';
import { ChoiceCard } from './choice-card';
import { billingCountries } from '@web/lib/billing-countries';

type CheckoutFormApi = UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>;

/** A Dutch KvK number has this many digits; the hint names the figure. */
const KVK_DIGITS = 8;

/** "Buying for": a company (its invoice) or the registrant personally. */
export function BuyingForChoice({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const id = useId();
  const options = [
    { value: 'company', label: t('checkout.buyingFor.company'), hint: t('checkout.buyingFor.companyHint') },
    { value: 'myself', label: t('checkout.buyingFor.myself'), hint: t('checkout.buyingFor.myselfHint') },
  ] as const;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-fg">{t('checkout.buyingFor.legend')}</legend>
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
function registrationNumberTexts(country: string, t: ReturnType<typeof useTranslation>['t']) {
  if (country === 'NL') return { label: t('checkout.company.kvkNumber'), hint: t('checkout.company.kvkHint', { digits: KVK_DIGITS }) };
  if (country === 'QA') {
    return { label: t('checkout.company.commercialRegistration'), hint: t('checkout.company.commercialRegistrationHint') };
  }
  return { label: t('checkout.company.registrationNumber'), hint: t('checkout.company.registrationNumberHint') };
}

/** The company the invoice is made out to; every rule and message comes from the shared billing schema. */
export function CompanyFields({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const country = useWatch({ control: form.control, name: 'billing.address.country' });
  const registration = registrationNumberTexts(country, t);
  const inEu = isEuCountry(country);
  const field = (name: FieldPath<CheckoutFormValues>, label: string, input: Omit<FieldInputProps, 'name' | 'label' | 'form'>) => (
    <BillingField form={form} name={name} label={label} {...input} />
  );
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-fg">{t('checkout.company.legend')}</legend>
      <p className="col-span-full text-sm text-fg-muted">{t('checkout.company.emptyNote')}</p>
      {field('billing.legalName', t('checkout.company.legalName'), { autoComplete: 'organization', wide: true })}
      <fieldset className="col-span-full grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-semibold text-fg">{t('checkout.company.billingAddress')}</legend>
        {field('billing.address.street', t('checkout.company.street'), { autoComplete: 'address-line1', wide: true })}
        {field('billing.address.postcode', t('checkout.company.postcode'), { autoComplete: 'postal-code', dir: 'ltr' })}
        {field('billing.address.city', t('checkout.company.city'), { autoComplete: 'address-level2' })}
        <BillingField form={form} name="billing.address.country" label={t('checkout.company.country')} wide>
          {(props) => <BillingCountrySelect {...props} />}
        </BillingField>
      </fieldset>
      {field('billing.registrationNumber', registration.label, { hint: registration.hint, autoComplete: 'off', dir: 'ltr' })}
      {field('billing.vatNumber', t(inEu || !country ? 'checkout.company.vatNumber' : 'checkout.company.vatNumberOptional'), {
        hint: inEu ? t('checkout.company.vatNumberHint') : undefined,
        autoComplete: 'off',
        dir: 'ltr',
      })}
      {field('billing.billingEmail', t('checkout.company.billingEmail'), { type: 'email', autoComplete: 'email', dir: 'ltr' })}
      {field('billing.purchaseOrder', t('checkout.company.purchaseOrder'), {
        hint: t('checkout.company.purchaseOrderHint'),
        autoComplete: 'off',
      })}
    </fieldset>
  );
}

/** Every country an invoice may be addressed to, in the page's language, none chosen at first. */
function BillingCountrySelect(props: ReturnType<CheckoutFormApi['register']> & ControlAria) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <select autoComplete="country" className={inputClass} {...props}>
      <option value="" disabled>
        {t('checkout.company.countryPlaceholder')}
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
  const { t } = useTranslation();
  return (
    <BillingField form={form} name="billing.country" label={t('checkout.residence.label')} hint={t('checkout.residence.hint')}>
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
  const id = useId();
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
