import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordReceivedStockWorkflow } from "../../workflows/warehouse"

type Container = ExecArgs["container"]

/**
 * The demo's stock as received when it was seeded (issue 36's stock figures): each level's stocked
 * quantity enters the stock ledger, so the figures show receipts beside the demo orders' sales.
 * Only into a new demo shop, like the demo orders.
 */
export async function seedDemoStockReceipts(container: Container) {
  const { data: levels } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "inventory_level",
    fields: ["inventory_item_id", "location_id", "stocked_quantity"],
  })
  const occurredAt = new Date()
  const movements = (levels as { inventory_item_id: string; location_id: string; stocked_quantity: unknown }[])
    .filter((level) => Number(level.stocked_quantity) > 0)
    .map((level) => ({
      inventory_item_id: level.inventory_item_id,
      stock_location_id: level.location_id,
      kind: "received" as const,
      quantity: Number(level.stocked_quantity),
      occurred_at: occurredAt,
      source_id: null,
    }))
  if (movements.length) await recordReceivedStockWorkflow(container).run({ input: { movements } })
}
