import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { beforeAnswer } from "../../../lib/http/before-answer"
import { recordReceivedStockWorkflow } from "../../../workflows/warehouse"

type QueryContainer = Pick<MedusaContainer, "resolve">

/**
 * Medusa's routes that set a stock item's stocked quantity at a location: one level
 * (`/inventory-items/:id/location-levels[/:location_id]`), an item's batch and the bulk batch of
 * the stock editor (`[/:id]/location-levels/batch`).
 */
const LEVEL_PATH = /^\/admin\/inventory-items\/(?:([^/]+)\/)?location-levels(?:\/[^/]+)?$/

type LevelChange = { inventory_item_id?: unknown }

/** The stock items a level call may change: the path's, and those named in a bulk batch. */
function itemsOf(pathItemId: string | undefined, body: unknown): string[] {
  const { create = [], update = [] } = (body ?? {}) as { create?: LevelChange[]; update?: LevelChange[] }
  const named = [...create, ...update].map((change) => change?.inventory_item_id)
  return [...new Set([pathItemId, ...named].filter((id): id is string => typeof id === "string" && id.length > 0))]
}

/** Stocked quantity per `item|location`. */
async function stockedLevels(container: QueryContainer, itemIds: string[]): Promise<Map<string, number>> {
  if (!itemIds.length) return new Map()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "inventory_level",
    fields: ["inventory_item_id", "location_id", "stocked_quantity"],
    filters: { inventory_item_id: itemIds },
  })
  return new Map(
    (data as { inventory_item_id: string; location_id: string; stocked_quantity: unknown }[]).map((l) => [
      `${l.inventory_item_id}|${l.location_id}`,
      Number(l.stocked_quantity),
    ]),
  )
}

/**
 * Stock added in the admin counts as received (issue 36's stock figures): once Medusa's route has
 * succeeded, and before its answer leaves, each level's increase since before the call enters the
 * stock ledger, with the user who made it. A decrease (a count that found less, a write-off) is not a receipt.
 */
export async function recordReceivedStock(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const match = LEVEL_PATH.exec(req.originalUrl.split("?")[0]!.replace(/\/+$/, ""))
  if (!match) return next()
  try {
    const itemIds = itemsOf(match[1], req.body)
    const before = await stockedLevels(req.scope, itemIds)
    const userId = req.auth_context?.actor_id ?? null
    beforeAnswer(
      res,
      async (status) => {
        if (status < 400) await receivedSince(req.scope, itemIds, before, userId)
      },
      (error) => req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Stock ledger: a receipt of ${itemIds.join(", ")} not kept: ${error.message}`),
    )
    next()
  } catch (error) {
    next(error)
  }
}

async function receivedSince(container: MedusaContainer, itemIds: string[], before: Map<string, number>, userId: string | null) {
  const after = await stockedLevels(container, itemIds)
  const occurredAt = new Date()
  const movements = [...after].flatMap(([key, stocked]) => {
    const added = stocked - (before.get(key) ?? 0)
    if (added <= 0) return []
    const [inventoryItemId, locationId] = key.split("|") as [string, string]
    return [
      {
        inventory_item_id: inventoryItemId,
        stock_location_id: locationId,
        kind: "received" as const,
        quantity: added,
        occurred_at: occurredAt,
        source_id: userId,
      },
    ]
  })
  if (movements.length) await recordReceivedStockWorkflow(container).run({ input: { movements } })
}
