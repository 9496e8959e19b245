import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sealSaleBody } from "../../lib/buyout/sealed-pii"
import { BUYOUT_MODULE } from "../../modules/buyout"
import { SELLERS } from "./demo-sellers"
import type BuyoutModuleService from "../../modules/buyout/service"
import { eraseExpiredBuyoutPersonalDataWorkflow, sellBuyoutOnlineWorkflow, updateBuyoutStatusWorkflow } from "../../workflows/buyout"

type Container = ExecArgs["container"]
type Lang = "cs" | "ro"

/** Each demo sale's way through the lifecycle (modules/buyout/lifecycle.ts): one sale ends in each status. */
const PATHS: string[][] = [
  [],
  ["device_received"],
  ["device_received", "inspected"],
  ["device_received", "inspected", "re_offer"],
  ["device_received", "inspected", "accepted"],
  ["device_received", "inspected", "accepted", "paid"],
  ["device_received", "inspected", "re_offer", "returned"],
  ["cancelled"],
]

/**
 * Demo buy-out sales, one in each status, and one paid sale whose seller's personal data the
 * retention has erased (as it does years later); only while the shop has no sale at all.
 */
export async function seedDemoBuyoutSales(container: Container, lang: Lang) {
  const service = container.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [, sales] = await service.listAndCountBuyoutRequests({}, { take: 1 })
  if (sales > 0) return
  const [model] = await service.listBuyoutDeviceModels({ is_active: true }, { order: { position: "ASC" }, take: 1 })
  const [color] = model ? await service.listBuyoutColors({ device_model_id: model.id }, { order: { position: "ASC" }, take: 1 }) : []
  if (!color) return
  const appraisal = await service.retrieveAppraisal(model.id)
  const sell = async (index: number, path: string[]) => {
    const { result } = await sellBuyoutOnlineWorkflow(container).run({
      input: {
        // Sealed as the sell-online route seals what the shopper sent.
        body: sealSaleBody({
          device_identifier: color.value,
          appraisal_version: appraisal.version,
          device_condition_choices: appraisal.device_conditions.map((condition) => condition.choices[0].value),
          note: "",
          customer_data: { ...SELLERS[lang === "cs" ? "cz" : "ro"], e_mail: `demo.seller${index + 1}@example.com` },
          pickup_address: null,
          buyout_device: { imei: "490154203237518", serial_number: "", note: "" },
        }),
      },
    })
    for (const status of path) {
      // The inspection found the device worse than answered: four fifths of the offer.
      const offer = status === "re_offer" ? { offered_price: Math.round(appraisal.appraisal_result[0].price * 0.8) } : {}
      await updateBuyoutStatusWorkflow(container).run({ input: { id: result.id, status, ...offer, actor_type: "system" } })
    }
  }
  // Sold first, then erased as the retention does once its time is up: the only sale ended before now.
  await sell(PATHS.length, PATHS[5])
  const now = new Date().toISOString()
  await eraseExpiredBuyoutPersonalDataWorkflow(container).run({
    input: { soldBefore: now, unsoldBefore: new Date(0).toISOString(), quotesExpiredBefore: new Date(0).toISOString() },
  })
  for (const [index, path] of PATHS.entries()) await sell(index, path)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Demo buy-out sales: ${PATHS.length + 1}, one in each status and one with its seller's data erased.`)
}
