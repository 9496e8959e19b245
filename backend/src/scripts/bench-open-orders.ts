import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { PickingStatus } from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../modules/warehouse"

const BATCH = 500
/** The queue's mix: most orders wait, a few are being picked or were picked; per 20 orders. */
const STATUS_MIX: PickingStatus[] = [
  ...Array<PickingStatus>(12).fill("waiting"),
  ...Array<PickingStatus>(3).fill("in_progress"),
  ...Array<PickingStatus>(3).fill("picked"),
  "not_found",
  "needs_replacement",
]

/**
 * `npx medusa exec ./src/scripts/bench-open-orders.ts [count] [crates]`, for `npm run bench -- --warehouse`
 * on its own scratch shop (never the `npm start` one): `count` open orders (10,000) through the Order
 * module, each in the picking queue (statuses mixed, ready over the past days, spread over the stock
 * locations), and `crates` crates (300), every other one holding a picked order.
 */
export default async function benchOpenOrders({ container, args }: ExecArgs) {
  const count = Number(args[0] ?? 10_000)
  const crates = Number(args[1] ?? 300)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const orders = container.resolve(Modules.ORDER)
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const [{ data: regions }, { data: locations }, { data: variants }] = await Promise.all([
    query.graph({ entity: "region", fields: ["id", "currency_code", "countries.iso_2"] }),
    query.graph({ entity: "stock_location", fields: ["id"] }),
    query.graph({ entity: "product_variant", fields: ["id", "title", "sku", "product.title"], pagination: { take: 50 } }),
  ])
  const region = regions[0]!
  const country = (region.countries as { iso_2: string }[] | undefined)?.[0]?.iso_2 ?? "cz"
  const now = Date.now()
  const picked: string[] = []
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start)
    const created = await orders.createOrders(
      Array.from({ length: size }, (_, i) => {
        const variant = variants[(start + i) % variants.length]!
        return {
          region_id: region.id,
          currency_code: region.currency_code,
          email: `bench-${start + i}@example.com`,
          status: "pending" as const,
          shipping_address: {
            first_name: "Bench",
            last_name: `Order ${start + i}`,
            address_1: "Benchová 1",
            city: "Praha",
            postal_code: "11000",
            country_code: country,
          },
          items: [
            {
              title: String(variant.product?.title ?? variant.title),
              variant_id: variant.id,
              variant_sku: variant.sku ?? undefined,
              quantity: 1 + ((start + i) % 3),
              unit_price: 990,
            },
          ],
        }
      }),
    )
    const pickings = created.map((order, i) => ({
      order_id: order.id,
      status: STATUS_MIX[(start + i) % STATUS_MIX.length]!,
      stock_location_id: locations[(start + i) % locations.length]!.id,
      quantity: 1 + ((start + i) % 3),
      // One a minute into the past: the queue's oldest-first order has the whole range to sort.
      ready_at: new Date(now - (count - start - i) * 60_000),
    }))
    await warehouse.createPickings(pickings)
    picked.push(...pickings.filter((p) => p.status === "picked").map((p) => `${p.order_id} ${p.stock_location_id}`))
    logger.info(`bench: ${start + size} of ${count} open orders`)
  }
  await warehouse.createCrates(
    Array.from({ length: crates }, (_, i) => {
      const [orderId, locationId] = i % 2 === 0 && picked[i / 2] ? picked[i / 2]!.split(" ") : [null, locations[i % locations.length]!.id]
      return { code: `BENCH${String(i).padStart(4, "0")}`, name: `Bench crate ${i}`, stock_location_id: locationId!, order_id: orderId }
    }),
  )
  logger.info(`bench: ${count} open orders in the picking queue, ${crates} crates`)
}
