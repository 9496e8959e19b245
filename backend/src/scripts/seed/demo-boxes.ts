import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../modules/warehouse"

/** Boxes for a phone, a tablet and a bigger order, as an electronics shop stocks them (outside size, own weight). */
const BOXES = [
  { name: "S", length_cm: 22, width_cm: 16, height_cm: 8, weight_g: 120 },
  { name: "M", length_cm: 32, width_cm: 24, height_cm: 10, weight_g: 240 },
  { name: "L", length_cm: 40, width_cm: 30, height_cm: 20, weight_g: 450 },
]

/** Demo shipping boxes (issue 36) for the packing station to choose from. Only into a shop without boxes. */
export async function seedDemoBoxes(container: ExecArgs["container"]) {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  if ((await warehouse.listBoxes({}, { take: 1 })).length) return
  await warehouse.createBoxes(BOXES)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Demo boxes: ${BOXES.map((box) => box.name).join(", ")}.`)
}
