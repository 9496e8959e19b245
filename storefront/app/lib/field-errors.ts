/**
 * A form's errors as its page shows them: one message per field name (a field the form does not have,
 * such as `form`, holds what belongs to no field). Every form of the shop uses this one shape; the
 * backend's 400 answers (`errors: { field: [messages] }`) come into it through ApiError.fieldError.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
