import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { StoreApplyIsicSchema, StoreApplyTradeInSchema } from "@electroshop/contracts/promotion"
import { StoreAddItemExtraSchema } from "@electroshop/contracts/item-extra"
import { LINE_PAYMENT_METADATA_KEY, StoreSetLinePaymentSchema } from "@electroshop/contracts/installment"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/buyout/messages"
import { shopVariant } from "../../../lib/buyout/variant"
import { refuseShopAppliedCodes } from "../../../lib/promotion/shop-applied-codes"
import { statusLookupLimit } from "../../../lib/buyout/rate-limit"
import { companyErrors } from "../../../workflows/hooks/checkout-rules"
import { assertCourierDelivers } from "../../../lib/delivery-check/courier"
import { withBody } from "../../hardening"

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

/**
 * `POST /store/carts/:id/shipping-methods` with the courier: only to a
 * delivery address it serves (`lib/delivery-check/courier.ts`; 400 on the
 * delivery address's postcode), checked again at completion.
 */
async function checkCourierAddress(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const optionId = (req.body as { option_id?: unknown } | undefined)?.option_id
    if (typeof optionId === "string") await assertCourierDelivers(req.scope, req.params.id, optionId, shopVariant().variant)
    next()
  } catch (error) {
    next(error)
  }
}

/**
 * Medusa's line-item routes take any `metadata`: a line's payment choice
 * (`metadata.payment_choice`) is set only through
 * `POST /store/carts/:id/line-payments/:line_id`, which checks the barem.
 */
function refuseChoiceInMetadata(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const metadata = (req.body as { metadata?: unknown } | undefined)?.metadata
  if (metadata && typeof metadata === "object" && LINE_PAYMENT_METADATA_KEY in metadata) {
    return next(ShopError.validation({ metadata: [checkoutMessage("line_payment_metadata")] }))
  }
  next()
}

export const storeCartMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id", methods: ["POST"], middlewares: [checkCompanyPurchase, refuseShopAppliedCodes] },
  { matcher: "/store/carts/:id/shipping-methods", methods: ["POST"], middlewares: [checkCourierAddress] },
  withBody("/store/carts/:id/isic", StoreApplyIsicSchema),
  withBody("/store/carts/:id/extras", StoreAddItemExtraSchema),
  withBody("/store/carts/:id/line-payments/:line_id", StoreSetLinePaymentSchema),
  { matcher: "/store/carts/:id/line-items", methods: ["POST"], middlewares: [refuseChoiceInMetadata] },
  { matcher: "/store/carts/:id/line-items/:line_id", methods: ["POST"], middlewares: [refuseChoiceInMetadata] },
  // The sale is proved by number and e-mail: failed look-ups count like the status page's.
  { matcher: "/store/carts/:id/trade-in", methods: ["POST"], middlewares: [statusLookupLimit("trade-in")] },
  withBody("/store/carts/:id/trade-in", StoreApplyTradeInSchema),
  // Medusa takes promo_codes on the cart too; the ISIC and trade-in codes only through their checks above.
  { matcher: "/store/carts/:id/promotions", methods: ["POST"], middlewares: [refuseShopAppliedCodes] },
]
