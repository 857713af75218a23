import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads the real one on the first validation. zod and
 * the shared schemas are most of a form page's code and nothing needs them
 * before then, so they stay out of the first load. The load runs once.
 */
export function lazyResolver<Form extends FieldValues, Context = unknown, Output = Form>(
  load: () => Promise<Resolver<Form, Context, Output>>,
): Resolver<Form, Context, Output> {
  let loaded: Promise<Resolver<Form, Context, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
