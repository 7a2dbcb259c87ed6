// The storefront's forms check their values with the API's own schemas (@nori/contract/forms,
// issue 22) through react-hook-form. Those schemas are zod, which no page loads up front (issue 17:
// first-load JavaScript): the resolver imports them, with zod's resolver, when a form first checks
// a value (a blur, a submit), and `preloadFormSchemas` fetches them once a field has the focus.
import type * as zodResolvers from '@hookform/resolvers/zod';
import type * as contractForms from '@nori/contract/forms';

type FormSchemas = typeof contractForms;
export type SchemaName = {
  [Name in keyof FormSchemas]: FormSchemas[Name] extends { safeParse: unknown } ? Name : never;
}[keyof FormSchemas];

let loading: Promise<[FormSchemas, typeof zodResolvers]> | null = null;
export const loadFormSchemas = () =>
  (loading ??= Promise.all([import('@nori/contract/forms'), import('@hookform/resolvers/zod')]).catch(
    (error: unknown) => {
      // A load that failed (the network dropped) is tried again by the next check.
      loading = null;
      throw error;
    },
  ));

/** Starts loading the schemas (on a field's focus), so the first check does not wait for them. */
export const preloadFormSchemas = () => void loadFormSchemas();

export type FormCheck<Values> =
  { values: Values; messages: null } | { values: null; messages: Record<string, string> };

/**
 * A schema's verdict without react-hook-form, for a form of one field (the cart's promo code,
 * whose page would otherwise load the library up front): the schema's output, or each refused
 * field's validation key by its path.
 */
export const checkForm = async <Values>(name: SchemaName, values: Values): Promise<FormCheck<Values>> => {
  const [schemas] = await loadFormSchemas();
  const result = schemas[name].safeParse(values);
  if (result.success) return { values: result.data as Values, messages: null };
  return {
    values: null,
    messages: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
};
