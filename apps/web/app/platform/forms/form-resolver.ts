// The forms' react-hook-form resolver of the contract's schemas (form-schemas.ts): the forms'
// chunks carry it (checkout, sign-in, the delivery address), not every page (issue 17).
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadFormSchemas, type SchemaName } from '../form-schemas';

/**
 * A react-hook-form resolver of one of the contract's form schemas. A refused field's message is
 * the domain's validation key, which the form translates.
 */
export const formResolver = <Values extends FieldValues>(name: SchemaName): Resolver<Values> => {
  let resolver: Resolver<Values> | null = null;
  return async (values, context, options) => {
    const [schemas, { zodResolver }] = await loadFormSchemas();
    resolver ??= zodResolver(schemas[name] as never) as unknown as Resolver<Values>;
    return resolver(values, context, options);
  };
};
