import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { ratesOf, SHIPPING_RATES_PROVIDER, type AdminShippingRateOption, type ShippingRates } from "@electroshop/contracts/delivery"
import { ShopError } from "../http/errors"
import { checkoutMessage } from "../checkout/messages"

type OptionRow = { id: string; name: string; data?: Record<string, unknown> | null; type?: { code?: string | null } | null }

async function weightPricedOptions(container: MedusaContainer, id?: string): Promise<OptionRow[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "name", "data", "type.code"],
    filters: { provider_id: SHIPPING_RATES_PROVIDER, ...(id ? { id } : {}) },
  })
  return data as OptionRow[]
}

const toAdmin = (row: OptionRow): AdminShippingRateOption => ({ id: row.id, name: row.name, code: row.type?.code ?? null, rates: ratesOf(row.data) })

/** The deliveries priced by weight with their rates, by option type code (a delivery beside its cash-on-delivery twin). */
export async function listShippingRates(container: MedusaContainer): Promise<AdminShippingRateOption[]> {
  const rows = await weightPricedOptions(container)
  return rows.map(toAdmin).sort((a, b) => (a.code ?? "").localeCompare(b.code ?? ""))
}

/** New rates of one weight-priced delivery, through Medusa's workflow (the rest of the option's data kept); 404 for another option. */
export async function updateShippingRates(container: MedusaContainer, id: string, rates: ShippingRates): Promise<AdminShippingRateOption> {
  const [row] = await weightPricedOptions(container, id)
  if (!row) throw ShopError.notFound(checkoutMessage("shipping_rates_not_found"))
  await updateShippingOptionsWorkflow(container).run({ input: [{ id, data: { ...(row.data ?? {}), rates } }] })
  const [updated] = await weightPricedOptions(container, id)
  return toAdmin(updated)
}
