import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { StoreApplyIsicSchema, StoreApplyTradeInSchema } from "@electroshop/contracts/promotion"
import { StoreAddItemExtraSchema } from "@electroshop/contracts/item-extra"
import { LINE_PAYMENT_METADATA_KEY, StoreAddLineInstallmentSchema, StoreSetLinePaymentSchema } from "@electroshop/contracts/installment"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { shopVariant } from "../../../lib/shop/variant"
import { refuseShopAppliedCodes } from "../../../lib/promotion/shop-applied-codes"
import { statusLookupLimit } from "../../../lib/buyout/rate-limit"
import { companyErrors } from "../../../workflows/hooks/checkout-rules"
import { assertCourierDelivers } from "../../../lib/delivery-check/courier"
import { withBody } from "../../hardening"
import { parseOr400 } from "../../../lib/http/validation"

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
 * Medusa's line-item routes, and its cart creation's `items`, take any
 * `metadata`: a line's payment choice (`metadata.payment_choice`) is set only
 * through `POST /store/carts/:id/line-payments/:line_id`, which checks the barem.
 */
function refuseChoiceInMetadata(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as { metadata?: unknown; items?: unknown } | undefined
  const carriesChoice = (metadata: unknown) => !!metadata && typeof metadata === "object" && LINE_PAYMENT_METADATA_KEY in metadata
  if (carriesChoice(body?.metadata)) return next(ShopError.validation({ metadata: [checkoutMessage("line_payment_metadata")] }))
  if (Array.isArray(body?.items) && body.items.some((item) => carriesChoice(item?.metadata))) {
    return next(ShopError.validation({ items: [checkoutMessage("line_payment_metadata")] }))
  }
  next()
}

/** The add-to-cart request with `installment_id` (the barem the product is added on). */
export type AddLineRequest = MedusaRequest & { installmentId?: string }

/**
 * Add-to-cart's `installment_id` (the specification's add-product payload):
 * checked here and taken out of the body, which Medusa's validation refuses
 * with fields it does not know; the route passes it to its workflow. It is a
 * global middleware (no methods): Medusa runs those before a route's own
 * middlewares, its body validation among them.
 */
function takeInstallmentId(req: AddLineRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  // A global middleware also sees the line's own paths (`/line-items/:line_id`) and every method.
  if (req.method !== "POST" || !/\/line-items\/?$/.test(req.originalUrl.split("?")[0])) return next()
  try {
    const { installment_id } = parseOr400(StoreAddLineInstallmentSchema, req.body)
    if (req.body && typeof req.body === "object") delete (req.body as Record<string, unknown>).installment_id
    req.installmentId = installment_id
    next()
  } catch (error) {
    next(error)
  }
}

export const storeCartMiddlewares: MiddlewareRoute[] = [
  // Medusa's cart creation takes an address, items and promo_codes as its update and line routes do: the same checks.
  { matcher: "/store/carts", methods: ["POST"], middlewares: [checkCompanyPurchase, refuseShopAppliedCodes, refuseChoiceInMetadata] },
  { matcher: "/store/carts/:id", methods: ["POST"], middlewares: [checkCompanyPurchase, refuseShopAppliedCodes] },
  { matcher: "/store/carts/:id/shipping-methods", methods: ["POST"], middlewares: [checkCourierAddress] },
  withBody("/store/carts/:id/isic", StoreApplyIsicSchema),
  withBody("/store/carts/:id/extras", StoreAddItemExtraSchema),
  withBody("/store/carts/:id/line-payments/:line_id", StoreSetLinePaymentSchema),
  { matcher: "/store/carts/:id/line-items", middlewares: [takeInstallmentId] },
  { matcher: "/store/carts/:id/line-items", methods: ["POST"], middlewares: [refuseChoiceInMetadata] },
  { matcher: "/store/carts/:id/line-items/:line_id", methods: ["POST"], middlewares: [refuseChoiceInMetadata] },
  // The sale is proved by number and e-mail: failed look-ups count like the status page's.
  { matcher: "/store/carts/:id/trade-in", methods: ["POST"], middlewares: [statusLookupLimit("trade-in")] },
  withBody("/store/carts/:id/trade-in", StoreApplyTradeInSchema),
  // Medusa takes promo_codes on the cart too; the ISIC and trade-in codes only through their checks above.
  { matcher: "/store/carts/:id/promotions", methods: ["POST"], middlewares: [refuseShopAppliedCodes] },
]
