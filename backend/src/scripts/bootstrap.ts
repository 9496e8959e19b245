import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { getVariantConfig, parseVariant } from "@electroshop/domain"
import { seedShopSetup } from "./seed/shop-setup"
import { seedCatalogue } from "./seed/catalogue-import"
import { seedPromotions } from "./seed/promotions"
import { seedBuyout } from "./seed/buyout"
import { seedDemoBuyoutSales } from "./seed/buyout-sales"
import { seedService } from "./seed/service"
import { seedDemoServiceOrders } from "./seed/service-orders"
import { seedDemoOrders } from "./seed/demo-orders"
import { seedDemoStockReceipts } from "./seed/demo-stock-receipts"
import { seedDemoProductLocations } from "./seed/demo-product-locations"
import { seedDemoBoxes } from "./seed/demo-boxes"
import { seedDemoCrates } from "./seed/demo-crates"
import { seedBarems } from "./seed/barems"
import { seedDeliveryTimeslots } from "./seed/delivery-timeslots"
import { seedItemExtras } from "./seed/item-extras"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../modules/pickup-point"
import { importPickupPointsWorkflow } from "../workflows/pickup-point/import-pickup-points"
import { seedMetaMasters } from "./seed/meta-masters"
import { seedTypeCategories } from "./seed/type-categories"
import { ensureAdmin, seedDemoStaff } from "./seed/staff"
import { numberFinishedOrders, recoverInterruptedCheckouts } from "../lib/checkout/recovery"
import { catchUpCatalogListing } from "../lib/catalog/listing-catch-up"

/**
 * Run by the launcher on every start: seeds the demo shop into an empty
 * database and makes the admin account match ADMIN_EMAIL / ADMIN_PASSWORD
 * (an administrator: seed/staff.ts).
 */
export default async function bootstrap({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { locale } = getVariantConfig(parseVariant(process.env.SHOP_VARIANT))
  const regions = await container.resolve(Modules.REGION).listRegions({}, { take: 1 })
  if (regions.length === 0) {
    logger.info(`Empty database: seeding the ${locale} demo shop…`)
    const setup = await seedShopSetup(container, locale)
    await seedCatalogue(container, locale, setup)
    await seedPromotions(container)
    await seedDemoStaff(container)
    logger.info("Demo data seeded.")
  }
  // Also when the shop was seeded before the buy-out existed: it seeds only into empty buy-out tables.
  await seedBuyout(container, locale)
  // The repair price lists of the buy-out's device models; only while the service has none.
  await seedService(container, locale)
  // The partners' installment scales; only while there are none.
  await seedBarems(container, locale)
  // The courier's delivery windows; only while there were never any.
  await seedDeliveryTimeslots(container)
  // Warranty extensions and insurances for phones and tablets; only while none was ever created.
  await seedItemExtras(container, locale)
  // Extension rows (flags, SEO fields) for categories that have none: new and older databases alike.
  await seedTypeCategories(container)
  // The carriers' pickup points (bundled sample feeds unless PICKUP_POINT_FEED_<CARRIER> is set); only while there are none.
  if (!(await countPickupPoints(container))) await importPickupPointsWorkflow(container).run({ input: {} })
  // Groups the used-device grade series into meta masters; only while none was ever created.
  await seedMetaMasters(container)
  // Demo buy-out sales in every status, into a new demo shop (after the type categories, which offer the buy-out's device types).
  if (regions.length === 0) await seedDemoBuyoutSales(container, locale)
  // And repair orders in every status.
  if (regions.length === 0) await seedDemoServiceOrders(container, locale)
  // And bins for the stock, crates and boxes, the stock as received, then orders in every picking status, moved by the demo warehouse account.
  if (regions.length === 0) await seedDemoProductLocations(container)
  if (regions.length === 0) await seedDemoCrates(container, locale)
  if (regions.length === 0) await seedDemoBoxes(container)
  if (regions.length === 0) await seedDemoStockReceipts(container)
  if (regions.length === 0) await seedDemoOrders(container, locale)
  await ensureAdmin(container)
  // Before the backend serves anyone: take back orders a crash (kill -9, power cut) left half-made, number those it left finished.
  await recoverInterruptedCheckouts(container)
  await numberFinishedOrders(container, { minAgeMs: 0 })
  // The listing's read model: built after the seed, caught up with what changed while no subscriber listened.
  const { rebuilt, refreshed } = await catchUpCatalogListing(container)
  logger.info(`Catalogue listing read model ${rebuilt ? "built" : "caught up"}: ${refreshed} products.`)
}

async function countPickupPoints(container: ExecArgs["container"]) {
  const [, count] = await container.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE).listAndCountPickupPoints({}, { take: 1 })
  return count
}
