import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { SERVICE_MODULE } from "../../modules/service"
import type ServiceModuleService from "../../modules/service/service"
import { createServiceOrderWorkflow, eraseExpiredServicePersonalDataWorkflow, updateServiceOrderStatusWorkflow } from "../../workflows/service"

type Container = ExecArgs["container"]
type Lang = "cs" | "ro"

/** Each demo repair order's way through the lifecycle (SERVICE_ORDER_TRANSITIONS): one order ends in each status. */
const PATHS: string[][] = [
  [],
  ["received"],
  ["received", "in_repair"],
  ["received", "in_repair", "ready"],
  ["received", "in_repair", "ready", "completed"],
  ["cancelled"],
]

const CUSTOMER: Record<Lang, { first_name: string; last_name: string; phone: string }> = {
  cs: { first_name: "Tereza", last_name: "Dvořáková", phone: "+420 601 234 567" },
  ro: { first_name: "Ioana", last_name: "Popescu", phone: "0722 345 678" },
}

/**
 * Demo repair orders, one in each status, and one completed order whose customer's personal data the
 * retention has erased (as it does years later); only while the shop has no repair order at all.
 */
export async function seedDemoServiceOrders(container: Container, lang: Lang) {
  const service = container.resolve<ServiceModuleService>(SERVICE_MODULE)
  const [, orders] = await service.listAndCountServiceOrders({}, { take: 1 })
  if (orders > 0) return
  const [operation] = await service.listServiceOperations({ is_available: true }, { relations: ["part_options"], order: { position: "ASC" }, take: 1 })
  const buyout = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [color] = operation ? await buyout.listBuyoutColors({ device_model_id: operation.device_model_id }, { order: { position: "ASC" }, take: 1 }) : []
  const [center] = await buyout.listBuyoutCenters({ is_active: true, offers_service: true }, { order: { position: "ASC" }, take: 1 })
  const quality = operation?.part_options[0]?.quality
  if (!color || !center || !quality) return
  const order = async (index: number, path: string[]) => {
    const { result } = await createServiceOrderWorkflow(container).run({
      input: {
        color: color.value,
        operations: [{ id: operation.id, quality }],
        imei: "490154203237518",
        ...CUSTOMER[lang],
        email: `demo.repair${index + 1}@example.com`,
        handover: "drop_off",
        center_id: center.id,
      },
    })
    for (const status of path) await updateServiceOrderStatusWorkflow(container).run({ input: { id: result.id, status } })
  }
  // Completed first, then erased as the retention does once its time is up: the only order ended before now.
  await order(PATHS.length, PATHS[4])
  await eraseExpiredServicePersonalDataWorkflow(container).run({ input: { endedBefore: new Date().toISOString() } })
  for (const [index, path] of PATHS.entries()) await order(index, path)
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`Demo repair orders: ${PATHS.length + 1}, one in each status and one with its customer's data erased.`)
}
