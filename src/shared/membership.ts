import { z } from 'zod';
import { billingCountrySchema, billingDetailsSchema, needsResidenceCountry, vatNumberSchema } from './invoices/billing-details';
import { locales, type Locale } from './locales';
import type { VatCategory } from './invoices/invoice-document';
import { countries } from './membership-constants';
import { validationCatalog } from './validation-catalog';
import type { PaymentMethod } from './payment-methods';

export type { Country } from './membership-constants';

/** The spec's minimum lengths; the error messages name the same figures. */
const MIN_NAME = 2;
const MIN_USERNAME = 3;
export const MIN_PASSWORD = 8;
/** Limits beyond the spec's minimums, so no field can carry an unbounded payload. */
const MAX_NAME = 100;
const MAX_USERNAME = 40;
const MAX_EMAIL = 254;
/** argon2 accepts long inputs, but nobody types more than this; it bounds hashing cost. */
const MAX_PASSWORD = 256;
const MAX_PHONE = 32;

/** The registration fields the buyer types: one definition for the form and the API. */
export function registrationFieldsSchema(locale: Locale) {
  const message = validationCatalog.in(locale);
  const firstName = message('firstName', { min: MIN_NAME });
  const lastName = message('lastName', { min: MIN_NAME });
  const username = message('username', { min: MIN_USERNAME });
  const password = message('password', { min: MIN_PASSWORD });
  return z.strictObject({
    firstName: z.string(firstName).trim().min(MIN_NAME, firstName).max(MAX_NAME, message('tooLong')),
    lastName: z.string(lastName).trim().min(MIN_NAME, lastName).max(MAX_NAME, message('tooLong')),
    username: z
      .string(username)
      .trim()
      .min(MIN_USERNAME, username)
      .max(MAX_USERNAME, message('tooLong'))
      .regex(/^[\p{L}\p{N}._-]+$/u, message('usernameCharacters')),
    email: z
      .string(message('email'))
      .trim()
      .max(MAX_EMAIL, message('email'))
      .pipe(z.email(message('email'))),
    password: z.string(password).min(MIN_PASSWORD, password).max(MAX_PASSWORD, message('tooLong')),
    country: z.enum(countries, message('country')),
    phoneNumber: z
      .string(message('phone'))
      .trim()
      .max(MAX_PHONE, message('phone'))
      .regex(/^[+0-9 ()-]*$/, message('phone'))
      .optional(),
  });
}

export type RegistrationFields = z.infer<ReturnType<typeof registrationFieldsSchema>>;

/** The checkout form: the registration fields plus the password confirmation. */
export function registrationFormSchema(locale: Locale) {
  const passwordsMatch = validationCatalog.in(locale)('passwordsMatch');
  const schema = registrationFieldsSchema(locale).extend({
    confirmPassword: z.string(passwordsMatch),
  });
  const passwords = z.object({ password: z.string(), confirmPassword: z.string() });
  return schema.refine((form) => form.password === form.confirmPassword, {
    message: passwordsMatch,
    path: ['confirmPassword'],
    // Compare whenever both passwords are strings, even while other fields are still wrong.
    when: (payload) => passwords.safeParse(payload.value).success,
  });
}

export type RegistrationForm = z.input<ReturnType<typeof registrationFormSchema>>;

/** A private buyer whose registration country is "other" names the country their invoice is addressed to. */
function residenceCountryRule(locale: Locale) {
  return {
    check: (body: { userInfo: { country: string }; billing?: { buyingFor: string; country?: string } | undefined }) =>
      !body.billing || !needsResidenceCountry(body.userInfo.country, body.billing),
    message: validationCatalog.in(locale)('residenceCountry'),
  };
}

/** The checkout form of a new member: the registration form and who the invoice is for. */
export function checkoutFormSchema(locale: Locale) {
  const rule = residenceCountryRule(locale);
  const decidable = z.object({ country: z.string(), billing: z.object({ buyingFor: z.string() }) });
  return registrationFormSchema(locale)
    .safeExtend({ billing: billingDetailsSchema(locale) })
    .refine((form) => rule.check({ userInfo: form, billing: form.billing }), {
      message: rule.message,
      path: ['billing', 'country'],
      // Ask as soon as the registration country and "Buying for" are chosen, whatever else is still wrong.
      when: (payload) => decidable.safeParse(payload.value).success,
    });
}

export type CheckoutSubmission = z.infer<ReturnType<typeof checkoutFormSchema>>;

const tierSlugSchema = z.string().regex(/^[a-z0-9_]{1,64}$/, 'Unknown membership tier');

/** POST /api/create-membership-payment */
export function createMembershipPaymentSchema(locale: Locale) {
  const fields = registrationFieldsSchema(locale);
  return z
    .strictObject({
      tierSlug: tierSlugSchema,
      customerInfo: z.strictObject({
        email: fields.shape.email,
        name: z
          .string()
          .trim()
          .min(1)
          .max(2 * MAX_NAME + 1),
      }),
      userInfo: fields,
      locale: z.enum(locales).optional(),
      /** Who the invoice is for; without it, the registrant personally. */
      billing: billingDetailsSchema(locale).optional(),
    })
    .refine((body) => body.customerInfo.email.toLowerCase() === body.userInfo.email.toLowerCase(), {
      message: 'customerInfo.email must equal userInfo.email',
      path: ['customerInfo', 'email'],
    })
    .refine(residenceCountryRule(locale).check, { message: residenceCountryRule(locale).message, path: ['billing', 'country'] });
}

export type CreateMembershipPaymentRequest = z.input<ReturnType<typeof createMembershipPaymentSchema>>;

export interface CreateMembershipPaymentResponse {
  clientSecret: string;
  paymentIntentId: string;
  tierName: string;
  /** What the card is charged: the gross below. */
  amountCents: number;
  /** The server's split of the charge, for the order summary: the browser never computes an amount. */
  charge: CheckoutCharge;
}

/**
 * POST /api/price-membership: only what decides the price, so the order
 * summary is priced while the rest of the form is still being filled in.
 * A private buyer names the registration form's country; a company its
 * billing country and VAT number, once chosen and typed.
 */
export function priceMembershipSchema(locale: Locale) {
  return z.strictObject({
    tierSlug: tierSlugSchema,
    buyer: z.discriminatedUnion('buyingFor', [
      z.strictObject({
        buyingFor: z.literal('myself'),
        country: z.enum(countries).optional(),
        /** The country a buyer from "other" named for the invoice. */
        residenceCountry: billingCountrySchema(locale).optional(),
      }),
      z.strictObject({
        buyingFor: z.literal('company'),
        country: billingCountrySchema(locale).optional(),
        vatNumber: vatNumberSchema(locale).optional(),
      }),
    ]),
  });
}

export type PriceMembershipRequest = z.input<ReturnType<typeof priceMembershipSchema>>;

/** The amounts of one checkout, in integer cents, and why no VAT is charged when none is. */
export interface CheckoutCharge {
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatCategory: VatCategory;
  vatRatePercent: number;
}

export const paymentIntentIdSchema = z.string().regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Not a payment intent id');

/** POST /api/confirm-membership-payment */
export function confirmMembershipPaymentSchema(locale: Locale) {
  return z.strictObject({
    paymentIntentId: paymentIntentIdSchema,
    userInfo: registrationFieldsSchema(locale).nullable(),
  });
}

export type ConfirmMembershipPaymentRequest = z.input<ReturnType<typeof confirmMembershipPaymentSchema>>;

export interface ActivatedMembership {
  activated: true;
  receiptNumber: string;
  /** How it was paid; the success page names it. */
  paymentMethod: PaymentMethod;
  membership: {
    tierSlug: string;
    tierName: string;
    status: 'active';
    startsAt: string;
    expiresAt: string;
  };
  account: { username: string; email: string };
}

export interface MembershipTier {
  id: number;
  slug: string;
  name: string;
  description: string;
  priceEur: string;
  features: string[];
}

export const MEMBERSHIP_MONTHS = 12;
