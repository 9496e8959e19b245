import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateItemExtra, AdminItemExtraList, AdminItemExtraSaved } from "@electroshop/contracts/item-extra"
import { ITEM_EXTRA_MODULE, type ItemExtraModuleService } from "../../../modules/item-extra"
import { createItemExtraWorkflow } from "../../../workflows/item-extra"

/** `{ item_extras }`: every warranty extension and insurance, by device type and kind, an insurance with its products. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminItemExtraList>) {
  const rows = await req.scope
    .resolve<ItemExtraModuleService>(ITEM_EXTRA_MODULE)
    .listItemExtras({}, { order: { device_type: "ASC", kind: "DESC", months: "ASC", price: "ASC" } })
  res.json({
    item_extras: rows.map(({ id, kind, name, device_type, product_ids, months, price, is_active }) => ({
      id,
      kind,
      name,
      device_type,
      product_ids: (product_ids as string[] | null) ?? [],
      months,
      price: Number(price),
      is_active,
    })),
  })
}

export async function POST(req: AuthenticatedMedusaRequest<AdminCreateItemExtra>, res: MedusaResponse<AdminItemExtraSaved>) {
  const { result } = await createItemExtraWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ item_extra: result })
}
