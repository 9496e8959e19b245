import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { META_MASTER_MODULE, type MetaMasterModuleService } from "../../modules/meta-master"
import { createMetaMasterWorkflow } from "../../workflows/meta-master"
import { PRODUCTS } from "./catalogue"

/**
 * Demo meta masters: each used-device grade series of the catalogue
 * (`apple-iphone-14-pouzity-a-plus` … `-d`) is one device, so it becomes one
 * meta master, joined by the new device where the shop sells it. Runs only
 * while no meta master was ever created (soft-deleted ones count), so existing
 * databases get them on the next start and staff deletions stay deleted.
 */
const SERIES: { name: string; usedPrefix: string; newHandle?: string }[] = [
  { name: "Apple iPhone 14 128GB", usedPrefix: "apple-iphone-14-pouzity-" },
  { name: "Apple iPhone 13 128GB", usedPrefix: "apple-iphone-13-pouzity-" },
  { name: "Samsung Galaxy S23 128GB", usedPrefix: "samsung-galaxy-s23-pouzity-" },
  { name: "Google Pixel 8 128GB", usedPrefix: "google-pixel-8-pouzity-" },
  { name: "Apple iPad 9 64GB", usedPrefix: "apple-ipad-9-pouzity-" },
  { name: "Apple Watch Series 8 45mm", usedPrefix: "apple-watch-series-8-pouzite-" },
]

export async function seedMetaMasters(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const service = container.resolve<MetaMasterModuleService>(META_MASTER_MODULE)
  const [, existing] = await service.listAndCountMetaMasters({}, { take: 1, withDeleted: true })
  if (existing > 0) return

  const handles = SERIES.flatMap((s) => [
    ...PRODUCTS.filter((p) => p.handle.startsWith(s.usedPrefix)).map((p) => p.handle),
    ...(s.newHandle ? [s.newHandle] : []),
  ])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "handle"], filters: { handle: handles } })
  const idByHandle = new Map(data.map((p: { id: string; handle: string }) => [p.handle, p.id]))
  if (idByHandle.size === 0) return // no demo catalogue in this database

  let created = 0
  for (const series of SERIES) {
    const ids = [...idByHandle.entries()].filter(([handle]) => handle.startsWith(series.usedPrefix) || handle === series.newHandle).map(([, id]) => id)
    if (ids.length < 2) continue
    await createMetaMasterWorkflow(container).run({ input: { name: series.name, master_product_ids: ids } })
    created++
  }
  logger.info(`Meta masters ready: ${created} devices in several qualities.`)
}
