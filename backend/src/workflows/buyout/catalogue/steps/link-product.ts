import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../../lib/http/errors"
import { BUYOUT_MODULE } from "../../../../modules/buyout"

export type ModelProduct = { model_id: string; product_id: string | null }

export async function linkedProductId(container: MedusaContainer, modelId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "buyout_device_model", fields: ["id", "product.id"], filters: { id: modelId } })
  return (data[0] as any)?.product?.id ?? null
}

/** Replaces the model's product link (none with null); no write when it is already so. */
async function relink(container: MedusaContainer, modelId: string, from: string | null, to: string | null) {
  if (from === to) return
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const model = { [BUYOUT_MODULE]: { buyout_device_model_id: modelId } }
  if (from) await link.dismiss({ ...model, [Modules.PRODUCT]: { product_id: from } })
  if (to) await link.create({ ...model, [Modules.PRODUCT]: { product_id: to } })
}

/** Links the model to a product (or unlinks it with null); compensation restores the previous link. */
export const setModelProductStep = createStep(
  "buyout-model-set-product",
  async ({ model_id, product_id }: ModelProduct, { container }) => {
    if (product_id) {
      const [product] = await container.resolve(Modules.PRODUCT).listProducts({ id: product_id }, { take: 1 })
      if (!product) throw ShopError.validation({ product_id: [`no product ${product_id}`] }, { error_codes: { product_id: "not_found" } })
    }
    const previous = await linkedProductId(container, model_id)
    await relink(container, model_id, previous, product_id)
    return new StepResponse(product_id, { model_id, previous, current: product_id })
  },
  async (undo, { container }) => {
    if (undo) await relink(container, undo.model_id, undo.current, undo.previous)
  },
)
