import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type QueryContainer = Pick<MedusaContainer, "resolve">

/** Records of another module by id, read through Query (orders' numbers, locations' names, users' e-mails, items' SKUs); empty and repeated ids are skipped. */
export async function rowsById(
  container: QueryContainer,
  entity: string,
  fields: string[],
  ids: (string | null | undefined)[],
): Promise<Map<string, Record<string, unknown>>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  if (!wanted.length) return new Map()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields: ["id", ...fields], filters: { id: wanted } })
  return new Map((data as Record<string, unknown>[]).map((row) => [row.id as string, row]))
}

/** Values of `field` by id (rowsById for one field). */
export async function byId(container: QueryContainer, entity: string, field: string, ids: (string | null | undefined)[]): Promise<Map<string, unknown>> {
  const rows = await rowsById(container, entity, [field], ids)
  return new Map([...rows].map(([id, row]) => [id, row[field]]))
}

/** A fulfillment's items as Medusa's shipment and delivery workflows take them: line item and quantity. */
export async function fulfillmentItems(container: QueryContainer, fulfillmentId: string): Promise<{ id: string; quantity: number }[]> {
  const {
    data: [fulfillment],
  } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "fulfillment", fields: ["id", "items.line_item_id", "items.quantity"], filters: { id: fulfillmentId } })
  return ((fulfillment as { items?: ({ line_item_id: string | null; quantity: unknown } | null)[] } | undefined)?.items ?? []).flatMap((item) =>
    item?.line_item_id ? [{ id: item.line_item_id, quantity: Number(item.quantity) }] : [],
  )
}
