import { defineMiddlewares } from "@medusajs/framework/http"
import multer from "multer"
import {
  AdminCreateCenter,
  AdminCreateChoice,
  AdminCreateColor,
  AdminCreateCondition,
  AdminCreateManufacturer,
  AdminCreateModel,
  AdminCreateResult,
  AdminCreateType,
  AdminReveal,
  AdminStatusChange,
  AdminUpdateCenter,
  AdminUpdateChoice,
  AdminUpdateColor,
  AdminUpdateCondition,
  AdminUpdateManufacturer,
  AdminUpdateModel,
  AdminUpdateResult,
  AdminUpdateType,
} from "./admin/buyout/validators"
import { storeSurrogateHeaders } from "../modules/cdn-purge/middleware"
import { hardenedErrorHandler, hardeningMiddlewares, validateBody } from "./hardening"
import { caseInsensitivePromoCodes } from "../lib/promotion/case-insensitive-codes"

// Price-list upload: the file stays in memory (it is parsed at once); 5 MB is plenty for a price list.
const priceUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024, files: 1 } })

const post = (matcher: string, schema: Parameters<typeof validateBody>[0]) => ({
  matcher,
  methods: ["POST" as const],
  middlewares: [validateBody(schema)],
})

export default defineMiddlewares({
  // --- hostile input: field-level 400 instead of 5xx on every route (see ./hardening)
  errorHandler: hardenedErrorHandler(),
  routes: [
    ...hardeningMiddlewares,
    // CDN tags on every store API answer (Surrogate-Key: endpoint …), so the admin's Default purge reaches them.
    { matcher: "/store/*", methods: ["GET"], middlewares: [storeSurrogateHeaders] },
    // Discount codes match whatever case the shopper types ("demo10" applies DEMO10).
    { matcher: "/store/carts/:id/promotions", methods: ["POST", "DELETE"], middlewares: [caseInsensitivePromoCodes] },
    // --- buy-out admin API (store routes validate in the route: their 400 bodies group field errors)
    post("/admin/buyouts/:id/status", AdminStatusChange),
    post("/admin/buyouts/:id/reveal", AdminReveal),
    post("/admin/buyout/types", AdminCreateType),
    post("/admin/buyout/types/:id", AdminUpdateType),
    post("/admin/buyout/manufacturers", AdminCreateManufacturer),
    post("/admin/buyout/manufacturers/:id", AdminUpdateManufacturer),
    post("/admin/buyout/models", AdminCreateModel),
    post("/admin/buyout/models/:id", AdminUpdateModel),
    post("/admin/buyout/models/:id/colors", AdminCreateColor),
    post("/admin/buyout/colors/:id", AdminUpdateColor),
    post("/admin/buyout/models/:id/appraisal-results", AdminCreateResult),
    post("/admin/buyout/appraisal-results/:id", AdminUpdateResult),
    post("/admin/buyout/models/:id/conditions", AdminCreateCondition),
    post("/admin/buyout/conditions/:id", AdminUpdateCondition),
    post("/admin/buyout/conditions/:id/choices", AdminCreateChoice),
    post("/admin/buyout/choices/:id", AdminUpdateChoice),
    post("/admin/buyout/centers", AdminCreateCenter),
    post("/admin/buyout/centers/:id", AdminUpdateCenter),
    {
      // multipart/form-data with a `file` field, or JSON { filename, content }
      matcher: "/admin/buyout/prices/import",
      methods: ["POST"],
      bodyParser: { sizeLimit: "6mb" },
      middlewares: [priceUpload.single("file")],
    },
    {
      // Bulk category assignment: up to 20,000 product ids in one request (~700 kB of JSON).
      matcher: "/admin/product-categories-bulk/*",
      methods: ["POST"],
      bodyParser: { sizeLimit: "2mb" },
    },
  ],
})
