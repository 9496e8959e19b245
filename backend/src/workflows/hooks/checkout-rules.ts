import {
  companyPurchaseProblems,
  validateEmail,
  validatePhone,
  validatePostcode,
  validationMessage,
  type ShopLocale,
  type ShopVariant,
} from "@electroshop/domain"
import type { FieldErrors } from "../../lib/http/errors"

type Address = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  city?: string | null
  postal_code?: string | null
  country_code?: string | null
  phone?: string | null
  metadata?: Record<string, unknown> | null
}

/** What the rules read of a cart (`completeCartWorkflow` queries all of it). */
export type CartForRules = {
  email?: string | null
  billing_address?: Address | null
  shipping_address?: Address | null
  shipping_methods?: unknown[] | null
}

const MESSAGES = {
  cs: { choose_shipping: "Vyberte způsob dopravy." },
  ro: { choose_shipping: "Alege metoda de livrare." },
} satisfies Record<ShopLocale, Record<string, string>>

const metaText = (address: Address | null | undefined, key: string) => {
  const value = address?.metadata?.[key]
  return typeof value === "string" ? value : value == null ? "" : String(value)
}

/**
 * A company purchase in an invoice address (identifiers in its `metadata`:
 * `company_id`, `vat_id`, as in the account's addresses): the company's name,
 * IČO and DIČ or CUI checked by their algorithms; messages per field.
 */
export function companyErrors(address: Address | null | undefined, shop: { variant: ShopVariant; locale: ShopLocale }): Record<string, string[]> {
  const ids = { company: address?.company, company_id: metaText(address, "company_id"), vat_id: metaText(address, "vat_id") }
  return Object.fromEntries(Object.entries(companyPurchaseProblems(ids, shop.variant)).map(([field, key]) => [field, [validationMessage(key, shop.locale)]]))
}

const REQUIRED = ["first_name", "last_name", "address_1", "city", "postal_code"] as const
const MAX_LENGTH = { first_name: 100, last_name: 100, company: 200, address_1: 200, city: 100 } as const

/**
 * The checkout form's rules (the storefront's `validateCheckout`), checked
 * again on the cart when it is completed, so a direct store API call cannot
 * skip them: a valid e-mail; a billing and a delivery address with name,
 * street, city and a postcode valid for the address's country; names,
 * company, street and city within their lengths; the contact phone (on the
 * billing address) valid for the shop's country; a company purchase's
 * name and identifiers (`companyPurchaseProblems`); a delivery method. Returns
 * the field errors grouped by the cart's fields (only fields with an error);
 * empty when the cart may become an order. The payment session is Medusa's
 * own check, which runs first.
 */
export function checkoutFieldErrors(cart: CartForRules, shop: { variant: ShopVariant; locale: ShopLocale }): FieldErrors {
  const message = (key: string, params?: Record<string, number>) => validationMessage(key, shop.locale, params)
  const errors: FieldErrors = {}

  const email = cart.email?.trim()
  const emailError = email ? validateEmail(email) : "required"
  if (emailError) errors.email = [message(emailError)]

  const addressErrors = (address: Address | null | undefined, withPhone: boolean) => {
    const group: Record<string, string[]> = {}
    const value = (field: Exclude<keyof Address, "metadata">) => address?.[field]?.trim() ?? ""
    for (const field of REQUIRED) if (!value(field)) group[field] = [message("required")]
    for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
      if (!group[field] && value(field).length > max) group[field] = [message("max_length", { maxlength: max })]
    }
    const country = value("country_code").toLowerCase()
    const postcodeError = group.postal_code ? null : validatePostcode(value("postal_code"), country === "cz" || country === "ro" ? country : shop.variant)
    if (postcodeError) group.postal_code = [message(postcodeError)]
    if (withPhone) {
      for (const [field, messages] of Object.entries(companyErrors(address, shop))) group[field] ??= messages
      const phoneError = value("phone") ? validatePhone(value("phone"), shop.variant) : "required"
      if (phoneError) group.phone = [message(phoneError)]
    }
    return group
  }
  for (const [field, group] of [
    ["billing_address", addressErrors(cart.billing_address, true)],
    ["shipping_address", addressErrors(cart.shipping_address, false)],
  ] as const) {
    if (Object.keys(group).length) errors[field] = group
  }

  if (!cart.shipping_methods?.length) errors.shipping_methods = [MESSAGES[shop.locale].choose_shipping]
  return errors
}
