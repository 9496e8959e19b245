import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminBox } from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"

const volume = (box: AdminBox) => box.length_cm * box.width_cm * box.height_cm

/** The shipping boxes (or the one of `id`), smallest first, then by name. */
export async function boxes(container: Pick<MedusaContainer, "resolve">, id?: string): Promise<AdminBox[]> {
  const rows = await container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE).listBoxes(id ? { id } : {})
  return rows
    .map(({ id, name, length_cm, width_cm, height_cm, weight_g }) => ({ id, name, length_cm, width_cm, height_cm, weight_g }))
    .sort((a, b) => volume(a) - volume(b) || a.name.localeCompare(b.name))
}
