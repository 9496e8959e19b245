import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { getVariantAvailability } from "@medusajs/framework/utils"

type CartLines = {
  sales_channel_id: string | null
  items: { variant_id: string | null; quantity: number; variant: { manage_inventory: boolean; allow_backorder: boolean } | null }[]
}

/**
 * The cart's variants of which a line wants more than its sales channel still has available (stock
 * less what orders reserved); none: the cart is not sold out. A completion that lost a race for the
 * stock's lock is then refused for stock, which it is, instead of told to try again. Lines without
 * managed inventory or with backorders never run out.
 */
export async function soldOutVariants(query: Omit<RemoteQueryFunction, symbol>, cartId: string): Promise<string[]> {
  const { data } = await query.graph({
    entity: "cart",
    fields: ["sales_channel_id", "items.variant_id", "items.quantity", "items.variant.manage_inventory", "items.variant.allow_backorder"],
    filters: { id: cartId },
  })
  const cart = data[0] as CartLines | undefined
  const lines = (cart?.items ?? []).filter((item) => item.variant_id && item.variant?.manage_inventory && !item.variant.allow_backorder)
  if (!cart?.sales_channel_id || !lines.length) return []
  const wanted = new Map<string, number>()
  for (const line of lines) wanted.set(line.variant_id!, (wanted.get(line.variant_id!) ?? 0) + Number(line.quantity))
  const available = await getVariantAvailability(query, { variant_ids: [...wanted.keys()], sales_channel_id: cart.sales_channel_id })
  return [...wanted].filter(([variantId, quantity]) => (available[variantId]?.availability ?? 0) < quantity).map(([variantId]) => variantId)
}
