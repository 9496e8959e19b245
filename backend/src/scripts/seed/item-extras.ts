import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminCreateItemExtra } from "@electroshop/contracts/item-extra"
import type { Lang } from "./catalogue"
import { ITEM_EXTRA_MODULE, type ItemExtraModuleService } from "../../modules/item-extra"
import { createItemExtraWorkflow } from "../../workflows/item-extra"

/** Demo warranty extensions and insurances for phones and tablets, priced like the shops' published ones. */
const EXTRAS: Record<Lang, AdminCreateItemExtra[]> = {
  cs: [
    { kind: "warranty", name: "Prodloužená záruka o 12 měsíců", device_type: "phone", months: 12, price: 990, is_active: true },
    { kind: "warranty", name: "Prodloužená záruka o 24 měsíců", device_type: "phone", months: 24, price: 1690, is_active: true },
    { kind: "insurance", name: "Pojištění proti poškození a krádeži", device_type: "phone", price: 1490, is_active: true },
    { kind: "insurance", name: "Pojištění displeje", device_type: "phone", price: 690, is_active: true },
    { kind: "warranty", name: "Prodloužená záruka o 12 měsíců", device_type: "tablet", months: 12, price: 1190, is_active: true },
  ],
  ro: [
    { kind: "warranty", name: "Garanție extinsă cu 12 luni", device_type: "phone", months: 12, price: 199, is_active: true },
    { kind: "warranty", name: "Garanție extinsă cu 24 de luni", device_type: "phone", months: 24, price: 349, is_active: true },
    { kind: "insurance", name: "Asigurare împotriva daunelor și furtului", device_type: "phone", price: 299, is_active: true },
    { kind: "insurance", name: "Asigurare pentru ecran", device_type: "phone", price: 149, is_active: true },
    { kind: "warranty", name: "Garanție extinsă cu 12 luni", device_type: "tablet", months: 12, price: 239, is_active: true },
  ],
}

/** Seeds the offers while none was ever created, so staff's own are never touched. */
export async function seedItemExtras(container: MedusaContainer, lang: Lang) {
  const [, count] = await container.resolve<ItemExtraModuleService>(ITEM_EXTRA_MODULE).listAndCountItemExtras({}, { take: 1, withDeleted: true })
  if (count > 0) return
  for (const extra of EXTRAS[lang]) await createItemExtraWorkflow(container).run({ input: extra })
}
