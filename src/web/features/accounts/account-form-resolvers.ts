import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, newPasswordFormSchema, passwordResetRequestSchema, profileSchema, signInSchema } from '@shared/accounts';
import type { Locale } from '@shared/locales';

/** The account forms' resolvers from the schemas the API validates with; loaded by account-form-resolver.ts on first use. */
export const accountFormResolvers = {
  signIn: (locale: Locale) => zodResolver(signInSchema(locale)),
  passwordResetRequest: (locale: Locale) => zodResolver(passwordResetRequestSchema(locale)),
  newPassword: (locale: Locale) => zodResolver(newPasswordFormSchema(locale)),
  changePassword: (locale: Locale) => zodResolver(changePasswordFormSchema(locale)),
  profile: (locale: Locale) => zodResolver(profileSchema(locale)),
};
