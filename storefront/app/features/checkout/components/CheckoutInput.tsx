import { FormField, type FieldProps } from '~/components/FormField';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../checkout';

/** What the checkout form holds: the values shown (as typed, or the cart's and the account's) and their errors. */
export type CheckoutFormState = { values: CheckoutValues; errors: CheckoutErrors };

/** A checkout field: shown with its value and error from the form's state. */
export function CheckoutInput({ state, name, ...props }: { state: CheckoutFormState; name: CheckoutField } & Omit<FieldProps, 'name'>) {
  return <FormField name={name} defaultValue={state.values[name] ?? ''} error={state.errors[name]} data-testid={`field-${name}`} {...props} />;
}
