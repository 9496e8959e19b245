import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ShopError } from "../../../lib/http/errors"
import { accountMessage } from "../../../lib/account/messages"

/** A favourite can only be a product the shop shows: an unknown or unpublished one is a field-level 400 under `add`, and nothing is changed. */
export const validateFavoriteProductsStep = createStep("account-validate-favorite-products", async (ids: string[], { container }) => {
  const wanted = [...new Set(ids)]
  if (wanted.length) {
    const found = await container.resolve(Modules.PRODUCT).listProducts({ id: wanted, status: "published" }, { select: ["id"], take: wanted.length })
    if (found.length !== wanted.length) {
      throw ShopError.validation({ add: [accountMessage("unknown_product")] }, { error_codes: { add: "unknown_product" } })
    }
  }
  return new StepResponse(undefined)
})
