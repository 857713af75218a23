import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { needsResidenceCountry, type BillingDetails } from '@shared/invoices/billing-details';
import { isEuCountry } from '@shared/invoices/countries';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField, inputClass, TextField } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api-request';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { serverFieldError } from '@web/lib/server-field-error';
import { useLocale } from '@web/lib/use-locale';
import { updateBilling } from './account-api';
import { accountCatalog } from './account-catalog';
import { billingCatalog } from './billing-catalog';
import { billingCountries } from '@web/lib/billing-countries';
import { billingFormOf, billingPayloadOf, type BillingForm } from './billing-form-values';
import { registrationNumberTexts } from './registration-number-texts';
import { useApiErrorToast } from './use-api-error-toast';

/** The fields a 400 of the API may name; its message is shown there. */
const formFields: ReadonlyArray<FieldPath<BillingForm>> = [
  'buyingFor',
  'legalName',
  'registrationNumber',
  'vatNumber',
  'address.street',
  'address.postcode',
  'address.city',
  'address.country',
  'billingEmail',
  'purchaseOrder',
  'country',
];

function isFormField(path: string): path is FieldPath<BillingForm> {
  return (formFields as readonly string[]).includes(path);
}

/**
 * Changes whom the next invoices are addressed to. Validated with the API's
 * schema, loaded on the first validation (zod and jsvat stay out of the
 * page's first load); the API's own field messages land at their fields.
 */
export function BillingDetailsForm({
  details,
  memberCountry,
  onSaved,
  onCancel,
}: {
  details: BillingDetails;
  memberCountry: string;
  onSaved: (saved: BillingDetails) => void;
  onCancel: () => void;
}) {
  const text = useMessages(billingCatalog);
  const accountText = useMessages(accountCatalog);
  const locale = useLocale();
  const showError = useApiErrorToast();
  const resolver = useMemo(
    () => lazyResolver<BillingForm>(async () => (await import('./billing-form-resolver')).billingFormResolver(locale, memberCountry)),
    [locale, memberCountry],
  );
  const form = useForm<BillingForm>({ resolver, mode: 'onTouched', defaultValues: billingFormOf(details) });
  const [buyingFor, country] = useWatch({ control: form.control, name: ['buyingFor', 'address.country'] });
  const countries = useMemo(() => billingCountries(locale), [locale]);
  const { errors, isSubmitting } = form.formState;
  // The form replaces the button that opened it: focus moves to its first choice rather than being lost.
  useEffect(() => form.setFocus('buyingFor'), [form]);

  async function submit(values: BillingForm) {
    try {
      onSaved(await updateBilling(billingPayloadOf(values)));
    } catch (error) {
      const fieldError = error instanceof ApiError && error.status === 400 ? serverFieldError(error.serverMessage) : undefined;
      if (fieldError && isFormField(fieldError.path)) {
        form.setError(fieldError.path, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      } else {
        showError(error);
      }
    }
  }

  /** A choice among every billing country, for the company's address or the member's own country. */
  const countrySelect = (id: string, name: 'address.country' | 'country', error: string | undefined, hint?: string) => (
    <select id={id} autoComplete="country" className={inputClass} {...describedBy(id, error, hint)} {...form.register(name)}>
      <option value="">{text('chooseCountry')}</option>
      {countries.map(({ code, name: countryName }) => (
        <option key={code} value={code}>
          {countryName}
        </option>
      ))}
    </select>
  );
  const registration = registrationNumberTexts(country);
  const vatRequired = isEuCountry(country);
  const optional = (field: string) => text('optional', { field });
  const choice = (value: BillingForm['buyingFor'], label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-4 py-2 text-sm font-medium text-fg has-[:checked]:border-primary has-[:checked]:bg-surface-muted">
      <input type="radio" value={value} className="size-5 accent-[var(--color-primary)]" {...form.register('buyingFor')} />
      {label}
    </label>
  );

  return (
    <PageForm formId="billing" onSubmit={form.handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
      <fieldset className="grid gap-2 sm:col-span-2" {...describedBy('billing-buying-for', errors.buyingFor?.message)}>
        <legend className="mb-2 text-sm font-medium text-fg">{text('buyingFor')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {choice('company', text('company'))}
          {choice('myself', text('myself'))}
        </div>
        {errors.buyingFor?.message ? (
          <p id="billing-buying-for-error" className="text-sm text-danger">
            {errors.buyingFor.message}
          </p>
        ) : null}
      </fieldset>
      {buyingFor === 'company' ? (
        <>
          <div className="sm:col-span-2">
            <TextField
              id="billing-legal-name"
              label={text('legalName')}
              error={errors.legalName?.message}
              autoComplete="organization"
              registration={form.register('legalName')}
            />
          </div>
          <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-fg">{text('billingAddress')}</legend>
            <FormField id="billing-country" label={text('country')} error={errors.address?.country?.message}>
              {countrySelect('billing-country', 'address.country', errors.address?.country?.message)}
            </FormField>
            <TextField
              id="billing-street"
              label={text('street')}
              error={errors.address?.street?.message}
              autoComplete="street-address"
              registration={form.register('address.street')}
            />
            <TextField
              id="billing-postcode"
              label={text('postcode')}
              error={errors.address?.postcode?.message}
              autoComplete="postal-code"
              dir="ltr"
              registration={form.register('address.postcode')}
            />
            <TextField
              id="billing-city"
              label={text('city')}
              error={errors.address?.city?.message}
              autoComplete="address-level2"
              registration={form.register('address.city')}
            />
          </fieldset>
          <TextField
            id="billing-registration-number"
            label={text(registration.label)}
            hint={text(registration.hint)}
            error={errors.registrationNumber?.message}
            dir="ltr"
            registration={form.register('registrationNumber')}
          />
          <TextField
            id="billing-vat-number"
            label={vatRequired ? text('vatNumber') : optional(text('vatNumber'))}
            hint={text(vatRequired ? 'vatNumberRequiredHint' : 'vatNumberOptionalHint')}
            error={errors.vatNumber?.message}
            dir="ltr"
            registration={form.register('vatNumber')}
          />
          <TextField
            id="billing-email"
            type="email"
            label={text('billingEmail')}
            hint={text('billingEmailHint')}
            error={errors.billingEmail?.message}
            autoComplete="email"
            dir="ltr"
            registration={form.register('billingEmail')}
          />
          <TextField
            id="billing-purchase-order"
            label={optional(text('purchaseOrder'))}
            hint={text('purchaseOrderHint')}
            error={errors.purchaseOrder?.message}
            dir="ltr"
            registration={form.register('purchaseOrder')}
          />
        </>
      ) : needsResidenceCountry(memberCountry, { buyingFor }) ? (
        <div className="sm:col-span-2">
          <FormField
            id="billing-residence"
            label={text('residenceCountry')}
            hint={text('residenceCountryHint')}
            error={errors.country?.message}
          >
            {countrySelect('billing-residence', 'country', errors.country?.message, text('residenceCountryHint'))}
          </FormField>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? accountText('overview.saving') : text('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {text('cancel')}
        </Button>
      </div>
    </PageForm>
  );
}
