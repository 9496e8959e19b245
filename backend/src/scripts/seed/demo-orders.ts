import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getVariantAvailability } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createOrderShipmentWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { CASH_ON_DELIVERY_PROVIDER, CASH_ON_DELIVERY_SUFFIX, COURIER_OPTION_CODE, PICKUP_POINT_OPTION_CODE } from "@electroshop/contracts/delivery"
import type { PickingStatus } from "@electroshop/contracts/warehouse"
import { numberOrderWorkflow } from "../../workflows/order-number"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../modules/warehouse"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../modules/pickup-point"
import { pickupPointMethodData } from "../../lib/pickup-point/availability"
import { sendToEfactura } from "../../lib/invoice/efactura"
import { reportsToEfactura } from "../../lib/invoice/efactura-reporting"
import { shopVariant } from "../../lib/shop/variant"
import { submitComplaintWorkflow } from "../../workflows/complaint"
import { issueCreditNoteWorkflow, issueInvoiceWorkflow } from "../../workflows/invoice"
import {
  enqueueForPickingWorkflow,
  packOrderWorkflow,
  pickIntoCrateWorkflow,
  recordOrderSalesWorkflow,
  scanUnitWorkflow,
  setPickingStatusWorkflow,
} from "../../workflows/warehouse"

type Container = ExecArgs["container"]
type Lang = "cs" | "ro"

/** Each demo order's way through picking: one order ends in each status (the first stays waiting); the last is picked, packed and shipped. */
const PATHS: PickingStatus[][] = [
  [],
  ["in_progress"],
  ["in_progress", "picked"],
  ["in_progress", "not_found"],
  ["in_progress", "needs_replacement"],
  ["in_progress", "picked"],
]
/** A valid IMEI for the demo's shipped phone (the check digit is right). */
const DEMO_IMEI = "356938035643809"

const HANDLE = "apple-iphone-16"

const ADDRESS: Record<Lang, Record<string, string>> = {
  cs: {
    first_name: "Petr",
    last_name: "Svoboda",
    address_1: "Náměstí Míru 5",
    city: "Brno",
    postal_code: "602 00",
    country_code: "cz",
    phone: "+420602345678",
  },
  ro: {
    first_name: "Andrei",
    last_name: "Ionescu",
    address_1: "Bd. Eroilor 21",
    city: "Cluj-Napoca",
    postal_code: "400129",
    country_code: "ro",
    phone: "+40723456789",
  },
}

/**
 * The demo's shipped order: its phone scanned with its IMEI and packed, handed over by hand (Medusa's
 * shipment, as staff ship from Medusa's order page) and invoiced, as the shipment's subscriber does in a
 * running shop, then corrected by a credit note; in ro both are uploaded to e-Factura (ANAF's stand-in in
 * the demo), as the invoice-issued subscriber does in a running shop (it leaves the seed's to the seed). Its
 * shopper then claims a defect of the phone (a complaint).
 */
async function packAndShip(container: Container, orderId: string, actorId: string | null) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: ["items.id", "items.variant_sku"], filters: { id: orderId } })
  await scanUnitWorkflow(container).run({ input: { order_id: orderId, code: order!.items![0]!.variant_sku!, imei: DEMO_IMEI, actor_id: actorId } })
  const { result: fulfillment } = await packOrderWorkflow(container).run({ input: { order_id: orderId, actor_id: actorId } })
  await createOrderShipmentWorkflow(container).run({
    input: {
      order_id: orderId,
      fulfillment_id: fulfillment.id,
      items: (fulfillment.items ?? []).map((item) => ({ id: item.line_item_id!, quantity: Number(item.quantity) })),
      no_notification: true,
    },
  })
  const { result: invoice } = await issueInvoiceWorkflow(container).run({ input: { order_id: orderId } })
  // And a credit note correcting it, so that the demo has one: the phone's price lowered by 100 Kč (20 lei).
  const { result: note } = await issueCreditNoteWorkflow(container).run({
    input: { invoice_id: invoice.id, reason: "price_correction", lines: [{ line: 1, amount: shopVariant().variant === "ro" ? 2_000 : 10_000 }] },
  })
  if (reportsToEfactura()) for (const id of [invoice.id, note.id]) await sendToEfactura(container, id)
  // And the shopper's complaint of the phone, waiting for the goods, so that the Complaints page has one.
  await submitComplaintWorkflow(container).run({
    input: {
      order_id: orderId,
      body: { item_id: order!.items![0]!.id, description: DEMO_COMPLAINT[shopVariant().locale], remedy: "repair", method: "carrier" },
    },
  })
}

const DEMO_COMPLAINT = {
  cs: "Displej občas bliká a telefon se sám restartuje.",
  ro: "Ecranul pâlpâie uneori și telefonul se repornește singur.",
}

async function pickIntoFirstCrate(container: Container, orderId: string, actorId: string | null) {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const [picking] = await warehouse.listPickings({ order_id: orderId }, { take: 1 })
  const [crate] = picking?.stock_location_id
    ? await warehouse.listCrates({ stock_location_id: picking.stock_location_id, order_id: null }, { order: { code: "ASC" }, take: 1 })
    : []
  if (crate) await pickIntoCrateWorkflow(container).run({ input: { order_id: orderId, code: crate.code, actor_id: actorId } })
}

/**
 * Demo orders for the warehouse (issue 36): placed by the checkout's own workflows, paid on delivery
 * (so ready to pick at once), numbered as the shop numbers orders, and moved through the picking
 * statuses by the demo warehouse account, one ending in each (the picked one in a crate, for a Packeta point).
 * Only into a shop without orders.
 */
export async function seedDemoOrders(container: Container, lang: Lang) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: existing } = await query.graph({ entity: "order", fields: ["id"], pagination: { take: 1 } })
  if (existing.length) return
  const { data: products } = await query.graph({ entity: "product", fields: ["variants.id", "sales_channels.id"], filters: { handle: HANDLE } })
  const salesChannelId = products[0]?.sales_channels?.[0]?.id
  const variantIds = (products[0]?.variants ?? []).map((v: { id: string }) => v.id)
  if (!salesChannelId || !variantIds.length) return
  const availability = await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: salesChannelId })
  const variantId = variantIds.find((id: string) => (availability[id]?.availability ?? 0) >= PATHS.length)
  const { data: regions } = await query.graph({ entity: "region", fields: ["id", "countries.iso_2"] })
  const region = regions.find((r) => r.countries?.some((c) => c?.iso_2 === ADDRESS[lang].country_code))
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"] })
  const optionOf = (code: string) => options.find((o: { type?: { code: string } }) => o.type?.code === `${code}${CASH_ON_DELIVERY_SUFFIX}`)
  const option = optionOf(COURIER_OPTION_CODE)
  // The picked one goes to a Packeta point, so that packing it ends in a label and a hand-over (Packeta speaks to the shop in both variants).
  const [point] = await container.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE).listPickupPoints({ carrier: "packeta", status: "active" }, { take: 1 })
  const toPoint = point && optionOf(PICKUP_POINT_OPTION_CODE)
  const { data: users } = await query.graph({ entity: "user", fields: ["id"], filters: { email: "warehouse@electroshop.local" } })
  if (!variantId || !region || !option) return

  for (const [index, path] of PATHS.entries()) {
    const { result: cart } = await createCartWorkflow(container).run({
      input: {
        region_id: region.id,
        sales_channel_id: salesChannelId,
        email: `demo.order${index + 1}@example.com`,
        shipping_address: ADDRESS[lang],
        billing_address: ADDRESS[lang],
        items: [{ variant_id: variantId, quantity: 1 }],
      },
    })
    const shipped = index === PATHS.length - 1
    const picked = path.at(-1) === "picked" && !shipped
    await addShippingMethodToCartWorkflow(container).run({
      input: {
        cart_id: cart.id,
        options: [
          picked && toPoint
            ? {
                id: toPoint.id,
                // As the checkout stores the chosen point (api/store/pickup-points/middlewares.ts).
                data: pickupPointMethodData(point),
              }
            : { id: option.id },
        ],
      },
    })
    const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
    await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collection.id, provider_id: CASH_ON_DELIVERY_PROVIDER } })
    const { result: order } = await completeCartWorkflow(container).run({ input: { id: cart.id } })
    await numberOrderWorkflow(container).run({ input: { order_id: order.id } })
    // The stock ledger's sale, as its order.placed subscriber records it in a running shop (a second time records nothing).
    await recordOrderSalesWorkflow(container).run({ input: { order_id: order.id } })
    await enqueueForPickingWorkflow(container).run({ input: { order_id: order.id } })
    for (const status of path) await setPickingStatusWorkflow(container).run({ input: { order_id: order.id, status, actor_id: users[0]?.id ?? null } })
    // The picked one waits for packing in the first crate of its location.
    if (picked) await pickIntoFirstCrate(container, order.id, users[0]?.id ?? null)
    if (shipped) await packAndShip(container, order.id, users[0]?.id ?? null)
  }
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Demo orders: ${PATHS.length}, one in each picking status, the last shipped and invoiced.`)
}
