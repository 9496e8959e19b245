import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/buyout/messages"
import { shopVariant } from "../../../lib/buyout/variant"
import { companyErrors } from "../../../workflows/hooks/checkout-rules"

type CartUpdateBody = { billing_address?: Parameters<typeof companyErrors>[0] | string }

/**
 * `POST /store/carts/:id` with an invoice address of a company purchase
 * (`metadata.company_id`, `metadata.vat_id`): the name and the identifiers
 * are checked when they are set, 400 `{ errors: { billing_address: { company?,
 * company_id?, vat_id? } } }` in the shop language; completing the cart
 * checks them again (`workflows/hooks/complete-cart.ts`).
 */
async function checkCompanyPurchase(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const address = (req.body as CartUpdateBody | undefined)?.billing_address
  if (!address || typeof address !== "object") return next()
  const errors = companyErrors(address, shopVariant())
  if (Object.keys(errors).length) return next(ShopError.validation({ billing_address: errors }, { message: t("form_invalid") }))
  next()
}

export const storeCartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id", methods: ["POST"], middlewares: [checkCompanyPurchase] },
]
