import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver, whose schema, zod and resolver load at the form's first check
 * (its first "send") rather than with the page: a form's page then carries no zod and no phone
 * number rules. The same rules run, and the route handler runs them again (lib/forms/*.ts).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      // A network failure while loading: the next "send" tries again.
      loading = null;
      throw error;
    }
  };
}
