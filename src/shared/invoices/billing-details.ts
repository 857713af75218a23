import { z } from 'zod';
import type { Locale } from '../locales';
import { validationCatalog } from '../validation-catalog';
import { countryCodes, isEuCountry } from './countries';
import { normalizeVatNumber, vatNumberProblem } from './vat-number';

const MAX_LEGAL_NAME = 200;
const MAX_REGISTRATION_NUMBER = 50;
const MAX_VAT_NUMBER = 30;
const MAX_ADDRESS_LINE = 200;
const MAX_POSTCODE = 16;
const MAX_EMAIL = 254;
const MAX_PURCHASE_ORDER = 100;

/** A Dutch Chamber of Commerce (KvK) number: eight digits, often typed with spaces. */
const kvkNumber = /^\d{8}$/;
/** A Qatari commercial registration: digits, with a branch after a slash on a branch's registration. */
const qatariCommercialRegistration = /^\d{1,10}(\/\d{1,4})?$/;

/** The registration number as stored and checked: spaces people type between digit groups go. */
export function compactRegistrationNumber(value: string, countryCode: string): string {
  return countryCode === 'NL' || countryCode === 'QA' ? value.replace(/\s/g, '') : value;
}

function text(message: string, max: number, tooLong: string) {
  return z.string(message).trim().min(1, message).max(max, tooLong);
}

/** The country of a billing address, an ISO code. */
export function billingCountrySchema(locale: Locale) {
  return z.enum(countryCodes, validationCatalog.in(locale)('billingCountry'));
}

/** A VAT number as typed: its format and check digits are checked against the billing country apart. */
export function vatNumberSchema(locale: Locale) {
  const message = validationCatalog.in(locale)('vatNumber');
  return z.string(message).trim().max(MAX_VAT_NUMBER, message);
}

/** The billing address of a company: what its invoice is addressed to. */
function billingAddressSchema(locale: Locale) {
  const message = validationCatalog.in(locale);
  return z.strictObject({
    street: text(message('street'), MAX_ADDRESS_LINE, message('tooLong')),
    postcode: text(message('postcode'), MAX_POSTCODE, message('postcode')).regex(/^[\p{L}\p{N} -]+$/u, message('postcode')),
    city: text(message('city'), MAX_ADDRESS_LINE, message('tooLong')),
    country: billingCountrySchema(locale),
  });
}

/**
 * A company buyer. The registration number and the VAT number are checked
 * against the billing country: a KvK number in the Netherlands, a commercial
 * registration in Qatar, the VAT number's format and check digits (jsvat)
 * wherever they are known. Inside the EU the VAT number is required.
 */
function companyBillingSchema(locale: Locale) {
  const message = validationCatalog.in(locale);
  const checkable = z.object({
    registrationNumber: z.string(),
    vatNumber: z.string().optional(),
    address: z.object({ country: z.enum(countryCodes) }),
  });
  return z
    .strictObject({
      buyingFor: z.literal('company'),
      legalName: text(message('legalName'), MAX_LEGAL_NAME, message('tooLong')),
      registrationNumber: text(message('registrationNumber'), MAX_REGISTRATION_NUMBER, message('tooLong')),
      vatNumber: vatNumberSchema(locale).optional(),
      address: billingAddressSchema(locale),
      billingEmail: z
        .string(message('email'))
        .trim()
        .max(MAX_EMAIL, message('email'))
        .pipe(z.email(message('email'))),
      purchaseOrder: z.string(message('tooLong')).trim().max(MAX_PURCHASE_ORDER, message('tooLong')).optional(),
    })
    .superRefine(
      (company, context) => {
        const { country } = company.address;
        const registration = compactRegistrationNumber(company.registrationNumber, country);
        if (country === 'NL' && !kvkNumber.test(registration)) {
          context.addIssue({ code: 'custom', path: ['registrationNumber'], message: message('kvkNumber') });
        }
        if (country === 'QA' && !qatariCommercialRegistration.test(registration)) {
          context.addIssue({ code: 'custom', path: ['registrationNumber'], message: message('commercialRegistration') });
        }
        const vatNumber = company.vatNumber ? normalizeVatNumber(company.vatNumber, country) : '';
        if (!vatNumber) {
          if (isEuCountry(country)) context.addIssue({ code: 'custom', path: ['vatNumber'], message: message('vatNumberRequired') });
          return;
        }
        const problem = vatNumberProblem(vatNumber, country);
        if (problem) {
          const key = problem === 'otherCountry' ? 'vatNumberCountry' : 'vatNumber';
          context.addIssue({ code: 'custom', path: ['vatNumber'], message: message(key) });
        }
      },
      // Check the numbers against the country as soon as those three fields are right, whatever else is still wrong.
      { when: (payload) => checkable.safeParse(payload.value).success },
    );
}

/**
 * The registrant personally, invoiced in their own name. Their country comes
 * from the registration form unless that says "other": then they name it
 * here, because the invoice's address needs one and it decides the VAT.
 */
function personalBillingSchema(locale: Locale) {
  return z.strictObject({ buyingFor: z.literal('myself'), country: billingCountrySchema(locale).optional() });
}

/**
 * Whether a private buyer still has to name their country: the form's
 * country ("qatar", "netherlands", "other") names none for "other".
 */
export function needsResidenceCountry(registrationCountry: string | undefined, billing: { buyingFor: string; country?: string }): boolean {
  return registrationCountry === 'other' && billing.buyingFor === 'myself' && !billing.country;
}

/** "Buying for": a company, or the registrant personally (whose invoice names them). */
export function billingDetailsSchema(locale: Locale) {
  return z.discriminatedUnion(
    'buyingFor',
    [personalBillingSchema(locale), companyBillingSchema(locale)],
    validationCatalog.in(locale)('buyingFor'),
  );
}

export type BillingDetails = z.infer<ReturnType<typeof billingDetailsSchema>>;
export type CompanyBillingDetails = Extract<BillingDetails, { buyingFor: 'company' }>;
export type BuyingFor = BillingDetails['buyingFor'];
