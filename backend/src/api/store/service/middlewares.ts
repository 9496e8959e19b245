import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  StoreServiceColorsQuerySchema,
  StoreServiceManufacturersQuerySchema,
  StoreServiceModelsQuerySchema,
  StoreServiceOperationsQuerySchema,
  StoreServicePriceListQuerySchema,
  StoreServiceSearchQuerySchema,
  StoreServiceSelectorQuerySchema,
  StoreServiceStatusLookupSchema,
  storeCreateServiceOrderSchema,
} from "@electroshop/contracts/service"
import { createdPerClientLimit, statusLookupLimit } from "../../../lib/buyout/rate-limit"
import { shopVariant } from "../../../lib/shop/variant"
import { validateBody, withBody, withQuery } from "../../hardening"

/**
 * The shop's service API. Ordering and the status look-up share the buy-out
 * forms' limits (per client address; failed look-ups also per number), so
 * guessing numbers and e-mails is as slow as on the buy-out.
 */
export const storeServiceMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/service/selector", StoreServiceSelectorQuerySchema),
  withQuery("/store/service/manufacturers", StoreServiceManufacturersQuerySchema),
  withQuery("/store/service/models", StoreServiceModelsQuerySchema),
  withQuery("/store/service/colors", StoreServiceColorsQuerySchema),
  withQuery("/store/service/operations", StoreServiceOperationsQuerySchema),
  withQuery("/store/service/search", StoreServiceSearchQuerySchema),
  withQuery("/store/service/price-list", StoreServicePriceListQuerySchema),
  {
    matcher: "/store/service/orders",
    methods: ["POST"],
    middlewares: [
      createdPerClientLimit("service-orders"),
      // The phone and postcode rules are the deployment country's.
      (req, res, next) => validateBody(storeCreateServiceOrderSchema(shopVariant().variant))(req, res, next),
    ],
  },
  {
    matcher: "/store/service/status",
    methods: ["POST"],
    middlewares: [statusLookupLimit("service-status")],
  },
  withBody("/store/service/status", StoreServiceStatusLookupSchema),
]
