import { defineMiddlewares } from "@medusajs/framework/http"
import { storeSurrogateHeaders } from "../modules/cdn-purge/middleware"
import { caseInsensitivePromoCodes } from "../lib/promotion/case-insensitive-codes"
import { combinablePromoCodes } from "../lib/promotion/combinable"
import { adminBankStatementMiddlewares } from "./admin/bank-statements/middlewares"
import { adminBaremMiddlewares } from "./admin/barems/middlewares"
import { adminBuyoutMiddlewares } from "./admin/buyout/middlewares"
import { adminCustomerMiddlewares } from "./admin/customers/middlewares"
import { adminPromotionCodeMiddlewares } from "./admin/promotion-codes/middlewares"
import { adminInstallmentPaymentMiddlewares } from "./admin/installment-payments/middlewares"
import { adminLeaseContractMiddlewares } from "./admin/lease-contracts/middlewares"
import { cdnMiddlewares } from "./admin/cdn/middlewares"
import { metaMasterMiddlewares } from "./admin/meta-masters/middlewares"
import { adminReviewMiddlewares } from "./admin/reviews/middlewares"
import { adminPickingMiddlewares } from "./admin/picking/middlewares"
import { adminProductFieldMiddlewares } from "./admin/product-fields/middlewares"
import { adminBoxesMiddlewares } from "./admin/boxes/middlewares"
import { adminInvoiceMiddlewares } from "./admin/invoices/middlewares"
import { adminComplaintMiddlewares } from "./admin/complaints/middlewares"
import { adminCratesMiddlewares } from "./admin/crates/middlewares"
import { adminStockFigureMiddlewares } from "./admin/stock-figures/middlewares"
import { adminParcelMiddlewares } from "./admin/parcels/middlewares"
import { adminOrderCancelMiddlewares } from "./admin/order-cancel/middlewares"
import { typeCategoryMiddlewares } from "./admin/type-categories/middlewares"
import { buyoutRateLimitMiddlewares } from "../lib/buyout/rate-limit"
import { hardenedErrorHandler, hardeningMiddlewares } from "./hardening"
import { staffGuardMiddlewares } from "./admin/staff/guard"
import { adminStaffMiddlewares } from "./admin/staff/middlewares"
import { storeAccountMiddlewares } from "./store/account/middlewares"
import { storeBuyoutMiddlewares } from "./store/buyout/middlewares"
import { storeCatalogMiddlewares } from "./store/catalog/middlewares"
import { storeInstallmentMiddlewares } from "./store/installments/middlewares"
import { storeStoreMiddlewares } from "./store/stores/middlewares"
import { storePickupPointMiddlewares } from "./store/pickup-points/middlewares"
import { storePaymentCollectionMiddlewares } from "./store/payment-collections/middlewares"
import { storeCardPaymentMiddlewares } from "./store/card-payments/middlewares"
import { storeCartMiddlewares } from "./store/carts/middlewares"
import { adminSpecialOfferMiddlewares } from "./admin/special-offers/middlewares"
import { adminItemExtraMiddlewares } from "./admin/item-extras/middlewares"
import { storeItemExtraMiddlewares } from "./store/item-extras/middlewares"
import { storeSpecialOfferMiddlewares } from "./store/special-offers/middlewares"
import { storeDeliveryCheckMiddlewares } from "./store/delivery-check/middlewares"
import { storeDeliveryTimeslotMiddlewares } from "./store/delivery-timeslots/middlewares"
import { adminDeliveryTimeslotMiddlewares } from "./admin/delivery-timeslots/middlewares"
import { adminShippingRatesMiddlewares } from "./admin/shipping-rates/middlewares"
import { storeReviewMiddlewares } from "./store/reviews/middlewares"
import { adminServiceMiddlewares } from "./admin/service/middlewares"
import { storeServiceMiddlewares } from "./store/service/middlewares"
import { storeTypeCategoryMiddlewares } from "./store/type-categories/middlewares"
import { storeOrderMiddlewares } from "./store/orders/middlewares"

/**
 * Medusa reads only this file: each domain declares its validation (and
 * body-parser limits) in its own `middlewares.ts`, composed here. Every error
 * of the shop's routes, a thrown `ShopError` included, is answered by the one
 * error handler.
 */
export default defineMiddlewares({
  // --- hostile input: field-level 400 instead of 5xx on every route (see ./hardening)
  errorHandler: hardenedErrorHandler(),
  routes: [
    ...hardeningMiddlewares,
    // Staff roles: every admin route allowed per policy, 403 otherwise (issue 34).
    ...staffGuardMiddlewares,
    ...adminStaffMiddlewares,
    // CDN tags on every store API answer (Surrogate-Key: endpoint …), so the admin's Default purge reaches them.
    { matcher: "/store/*", methods: ["GET"], middlewares: [storeSurrogateHeaders] },
    // Discount codes match whatever case the shopper types ("demo10" applies DEMO10); one marked not combinable stays alone.
    { matcher: "/store/carts/:id/promotions", methods: ["POST", "DELETE"], middlewares: [caseInsensitivePromoCodes] },
    { matcher: "/store/carts/:id/promotions", methods: ["POST"], middlewares: [combinablePromoCodes] },
    // Buy-out store API limits per client address / number (sliding window, 429 with Retry-After).
    ...buyoutRateLimitMiddlewares,
    ...adminBuyoutMiddlewares,
    ...adminBankStatementMiddlewares,
    ...adminBaremMiddlewares,
    ...storeInstallmentMiddlewares,
    ...storePickupPointMiddlewares,
    ...storeStoreMiddlewares,
    ...adminPromotionCodeMiddlewares,
    ...storeBuyoutMiddlewares,
    ...typeCategoryMiddlewares,
    ...storeTypeCategoryMiddlewares,
    ...metaMasterMiddlewares,
    ...storeCatalogMiddlewares,
    ...storePaymentCollectionMiddlewares,
    ...storeCardPaymentMiddlewares,
    ...adminInstallmentPaymentMiddlewares,
    ...adminLeaseContractMiddlewares,
    ...storeCartMiddlewares,
    ...adminSpecialOfferMiddlewares,
    ...adminItemExtraMiddlewares,
    ...storeItemExtraMiddlewares,
    ...storeSpecialOfferMiddlewares,
    ...storeDeliveryCheckMiddlewares,
    ...storeDeliveryTimeslotMiddlewares,
    ...adminDeliveryTimeslotMiddlewares,
    ...adminShippingRatesMiddlewares,
    ...adminReviewMiddlewares,
    ...adminPickingMiddlewares,
    // Medusa's product and variant routes: EAN, UPC, barcode, weight (g) and package size (cm) checked before Medusa's validator (issue 36).
    ...adminProductFieldMiddlewares,
    ...adminCratesMiddlewares,
    ...adminBoxesMiddlewares,
    ...adminInvoiceMiddlewares,
    ...adminComplaintMiddlewares,
    ...adminStockFigureMiddlewares,
    ...adminParcelMiddlewares,
    // Cancelling an order whose goods are still in the shop: its fulfillments first, then Medusa's cancel (issue 36).
    ...adminOrderCancelMiddlewares,
    ...storeReviewMiddlewares,
    ...storeAccountMiddlewares,
    ...adminCustomerMiddlewares,
    ...adminServiceMiddlewares,
    ...storeServiceMiddlewares,
    ...storeOrderMiddlewares,
    ...cdnMiddlewares,
  ],
})
