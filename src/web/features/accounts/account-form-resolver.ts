import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useLocale } from '@web/lib/use-locale';
import type { accountFormResolvers } from './account-form-resolvers';

/** The account form's resolver, with zod and the account schemas loaded on the first validation, as on the checkout. */
export function useAccountFormResolver<Form extends FieldValues>(form: keyof typeof accountFormResolvers): Resolver<Form> {
  const locale = useLocale();
  return useMemo(
    () =>
      lazyResolver<Form>(async () => {
        const { accountFormResolvers } = await import('./account-form-resolvers');
        return accountFormResolvers[form](locale) as unknown as Resolver<Form>;
      }),
    [form, locale],
  );
}
