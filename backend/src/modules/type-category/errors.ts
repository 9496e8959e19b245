import { ShopError } from "../../lib/http/errors"

/**
 * Codes of the category API's field errors: a 400 carries
 * `error_codes: { <field>: <code> }` beside `errors`, so the admin shows the
 * message in the staff member's language.
 */
export type CategoryErrorCode =
  "required" | "invalid" | "too_long" | "not_decimal" | "invalid_path" | "path_taken" | "not_found" | "descendant" | "empty_selection"

/** A 400 naming one field, thrown by the category routes and workflow steps. */
export const fieldError = (field: string, code: CategoryErrorCode, message: string) =>
  ShopError.validation({ [field]: [message] }, { error_codes: { [field]: code } })
