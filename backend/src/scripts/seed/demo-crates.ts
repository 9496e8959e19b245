import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../modules/warehouse"

/** Crates per stock location: the first (the central warehouse) picks most, the stores a few. */
const AT_FIRST = 12
const AT_OTHERS = 3
const WORD = { cs: "Přepravka", ro: "Ladă" }

const pad = (n: number) => String(n).padStart(2, "0")

/**
 * Demo crates (issue 36): K1-01 … at the first stock location, K2-01 … at the next, named in the
 * shop's language, all empty (the demo orders fill one: demo-orders.ts). Only into a shop without crates.
 */
export async function seedDemoCrates(container: ExecArgs["container"], lang: keyof typeof WORD) {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  if ((await warehouse.listCrates({}, { take: 1 })).length) return
  const { data: locations } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "stock_location", fields: ["id", "created_at"], pagination: { order: { created_at: "ASC" } } })
  const crates = locations.flatMap((location: { id: string }, i: number) =>
    Array.from({ length: i === 0 ? AT_FIRST : AT_OTHERS }, (_, n) => ({
      stock_location_id: location.id,
      code: `K${i + 1}-${pad(n + 1)}`,
      name: `${WORD[lang]} ${i + 1}/${n + 1}`,
    })),
  )
  if (crates.length) await warehouse.createCrates(crates)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Demo crates: ${crates.length} at ${locations.length} stock locations.`)
}
