import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BUYOUT_MODULE } from "."
import type BuyoutModuleService from "./service"
import type { Choice, DeviceSelection } from "./types"

/**
 * The one place that decides which buy-out device types the store selector
 * offers: a type is offered while its own `for_buyout` is true AND a shop type
 * category with the same device code (`type_category.type_device` =
 * `buyout_device_type.type_device`, e.g. `phone`) has `for_buyout` true. So
 * staff switch the phones off in the category tree without touching the
 * buy-out catalogue. The type categories are read through Query, not through
 * the type-category module's internals.
 */
export async function listOfferedBuyoutTypes(scope: MedusaContainer): Promise<Choice[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const buyout = scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [{ data: categories }, types] = await Promise.all([
    query.graph({ entity: "type_category", fields: ["type_device"], filters: { for_buyout: true } }),
    // listSelectorTypes already keeps only types with their own for_buyout, in selector order.
    buyout.listSelectorTypes(),
  ])
  const flaggedCodes = new Set(categories.map((c: { type_device: string | null }) => c.type_device).filter(Boolean))
  if (!types.length) return []
  const codes = new Map(
    (await buyout.listBuyoutDeviceTypes({ value: types.map((t) => t.value) }, { select: ["value", "type_device"] })).map((t) => [t.value, t.type_device]),
  )
  return types.filter((t) => flaggedCodes.has(codes.get(t.value) ?? ""))
}

/**
 * `value` when it names an offered type, else undefined: the store routes pass
 * the result on, so a type whose category is switched off is answered exactly
 * like an unknown one.
 */
export async function offeredBuyoutType(scope: MedusaContainer, value: string | null | undefined): Promise<string | undefined> {
  if (!value) return undefined
  const offered = await listOfferedBuyoutTypes(scope)
  return offered.some((t) => t.value === value) ? value : undefined
}

/**
 * The device of a colour value (`device_identifier`) while its type is
 * offered, else null — the appraisal, quote and sale calls then answer as for
 * an unknown device.
 */
export async function retrieveOfferedDevice(scope: MedusaContainer, colorValue: string): Promise<DeviceSelection | null> {
  const device = await scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).retrieveDeviceByColor(colorValue)
  if (!device) return null
  return (await offeredBuyoutType(scope, device.product_type.value)) ? device : null
}
