import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLocale } from '@web/lib/use-locale';
import type { accountFormResolvers } from './account-form-resolvers';

/**
 * zod and the account schemas are most of these pages' code and nothing needs
 * them before the first validation, so they load then, as on the checkout.
 */
export function useAccountFormResolver<Form extends FieldValues>(form: keyof typeof accountFormResolvers): Resolver<Form> {
  const locale = useLocale();
  return useMemo<Resolver<Form>>(() => {
    let resolver: Promise<Resolver<Form>> | undefined;
    return async (values, context, options) => {
      resolver ??= import('./account-form-resolvers').then(
        ({ accountFormResolvers }) => accountFormResolvers[form](locale) as unknown as Resolver<Form>,
      );
      return (await resolver)(values, context, options);
    };
  }, [form, locale]);
}
