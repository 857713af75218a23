import { z } from 'zod';
import type { Locale } from './locales';
import { MIN_PASSWORD, registrationFieldsSchema } from './membership';
import { countries, type Country } from './membership-constants';
import { validationCatalog } from './validation-catalog';

const MAX_IDENTIFIER = 254;
const MAX_COMPANY = 120;
const MAX_TOKEN = 128;

/** POST /api/session: sign in with a username or an email address. */
export function signInSchema(locale: Locale) {
  const message = validationCatalog.in(locale);
  const identifier = message('identifier');
  const password = message('password', { min: MIN_PASSWORD });
  return z.strictObject({
    identifier: z.string(identifier).trim().min(1, identifier).max(MAX_IDENTIFIER, identifier),
    password: z.string(password).min(1, password).max(256),
  });
}

/** POST /api/password-resets: ask for a reset link. */
export function passwordResetRequestSchema(locale: Locale) {
  return z.strictObject({ email: registrationFieldsSchema(locale).shape.email });
}

/** POST /api/password-resets/complete: a new password for the account the link belongs to. */
export function passwordResetSchema(locale: Locale) {
  return z.strictObject({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/)
      .max(MAX_TOKEN),
    password: registrationFieldsSchema(locale).shape.password,
  });
}

/** POST /api/account/password */
export function changePasswordSchema(locale: Locale) {
  const current = validationCatalog.in(locale)('currentPassword');
  return z.strictObject({
    currentPassword: z.string(current).min(1, current).max(256),
    newPassword: registrationFieldsSchema(locale).shape.password,
  });
}

/** The reset page's form: the new password, typed twice. */
export function newPasswordFormSchema(locale: Locale) {
  return z
    .strictObject({ password: registrationFieldsSchema(locale).shape.password, confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      message: validationCatalog.in(locale)('passwordsMatch'),
      path: ['confirmPassword'],
    });
}

/** The account page's form: what POST /api/account/password takes, plus the new password again. */
export function changePasswordFormSchema(locale: Locale) {
  return changePasswordSchema(locale)
    .extend({ confirmPassword: z.string() })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: validationCatalog.in(locale)('passwordsMatch'),
      path: ['confirmPassword'],
    });
}

/** PATCH /api/account: what a member may change about themselves. */
export function profileSchema(locale: Locale) {
  const fields = registrationFieldsSchema(locale).shape;
  return z.strictObject({
    phoneNumber: fields.phoneNumber,
    country: fields.country,
    companyName: z.string().trim().max(MAX_COMPANY, validationCatalog.in(locale)('tooLong')).optional(),
    showInDirectory: z.boolean(),
  });
}

export type ProfileUpdate = z.infer<ReturnType<typeof profileSchema>>;

/** POST /api/account/renewal-payment: a signed-in member pays for 12 more months of a tier. */
export const renewalPaymentSchema = z.strictObject({
  tierSlug: z.string().regex(/^[a-z_]{1,64}$/),
});

/** GET /api/member-directory?q=&country= */
export const directoryQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  country: z.enum(countries).optional(),
});

export interface SignedInMember {
  username: string;
  firstName: string;
  lastName: string;
}

export type MembershipStatus = 'active' | 'expired' | 'none';

export interface AccountReceipt {
  receiptNumber: string;
  tierName: string;
  amountCents: number;
  currency: string;
  paidAt: string;
  periodStart: string;
  periodEnd: string;
}

/** GET /api/account */
export interface AccountOverview {
  member: SignedInMember & {
    email: string;
    country: Country;
    phoneNumber: string | null;
    companyName: string | null;
    showInDirectory: boolean;
  };
  membership: {
    status: MembershipStatus;
    tierSlug: string | null;
    tierName: string | null;
    startsAt: string | null;
    expiresAt: string | null;
    daysLeft: number;
  };
  receipts: AccountReceipt[];
}

export interface DirectoryEntry {
  name: string;
  companyName: string | null;
  country: Country;
  tierName: string;
}
