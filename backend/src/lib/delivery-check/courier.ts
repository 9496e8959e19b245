import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { COURIER_OPTION_CODE, deliveryCode } from "@electroshop/contracts/delivery"
import type { ShopVariant } from "@electroshop/domain"
import { ShopError } from "../http/errors"
import { checkoutMessage } from "../checkout/messages"

type PostcodeRange = [from: number, to: number]

/**
 * Postcodes the courier does not deliver to, per shop: `COURIER_UNSERVED_POSTCODES`
 * ("79001-79399,73991": ranges or single postcodes, digits only), else the
 * demo rule set below (remote areas the demo carrier leaves to pickup points).
 */
const DEMO_UNSERVED: Record<ShopVariant, string> = {
  cz: "79001-79399",
  ro: "827000-827999",
}

export function parseUnservedPostcodes(spec: string): PostcodeRange[] {
  return spec
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part): PostcodeRange[] => {
      const [from, to = from] = part.split("-").map((n) => Number(n.replace(/\D/g, "")))
      return Number.isFinite(from) && Number.isFinite(to) && from > 0 ? [[Math.min(from, to), Math.max(from, to)]] : []
    })
}

export function unservedPostcodes(variant: ShopVariant, env: string | undefined = process.env.COURIER_UNSERVED_POSTCODES): PostcodeRange[] {
  return parseUnservedPostcodes(env?.trim() ? env : DEMO_UNSERVED[variant])
}

/** Whether the courier delivers to this postcode (spaces ignored) under the rule set. */
export function courierDelivers(postcode: string | null | undefined, rules: PostcodeRange[]): boolean {
  const digits = (postcode ?? "").replace(/\D/g, "")
  if (!digits) return true
  const value = Number(digits)
  return !rules.some(([from, to]) => value >= from && value <= to)
}

/** A courier delivery (the option's type code `courier` or `courier-cod`). */
export async function isCourierOption(container: MedusaContainer, optionId: string | null | undefined): Promise<boolean> {
  if (!optionId) return false
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"], filters: { id: optionId } })
  return deliveryCode((data[0] as { type?: { code?: string | null } | null } | undefined)?.type?.code) === COURIER_OPTION_CODE
}

/**
 * The courier is chosen only for an address it serves: 400 with the postcode
 * field of the delivery address and the shop-language message, when a courier
 * delivery is set on the cart and when the cart is completed.
 */
export async function assertCourierDelivers(container: MedusaContainer, cartId: string, optionId: string | null | undefined, variant: ShopVariant) {
  if (!(await isCourierOption(container, optionId))) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "shipping_address.postal_code"], filters: { id: cartId } })
  const postcode = (data[0] as { shipping_address?: { postal_code?: string | null } | null } | undefined)?.shipping_address?.postal_code
  if (!courierDelivers(postcode, unservedPostcodes(variant))) {
    const message = checkoutMessage("courier_unserved")
    throw ShopError.validation({ shipping_address: { postal_code: [message] } }, { message })
  }
}
