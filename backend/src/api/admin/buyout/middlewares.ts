import type { MiddlewareRoute } from "@medusajs/framework/http"
import multer from "multer"
import { withBody, withQuery } from "../../hardening"
import {
  AdminCreateCenter,
  AdminCreateChoice,
  AdminCreateColor,
  AdminCreateCondition,
  AdminCreateManufacturer,
  AdminCreateModel,
  AdminCreateResult,
  AdminCreateType,
  AdminListBuyouts,
  AdminListModels,
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
} from "./validators"

// Price-list upload: the file stays in memory (it is parsed at once); 5 MB is plenty for a price list.
const priceUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024, files: 1 } })

/** The admin's buy-out API: sales (`/admin/buyouts`) and the device catalogue (`/admin/buyout`). */
export const adminBuyoutMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/buyouts", AdminListBuyouts),
  withBody("/admin/buyouts/:id/status", AdminStatusChange),
  withBody("/admin/buyouts/:id/reveal", AdminReveal),
  withBody("/admin/buyout/types", AdminCreateType),
  withBody("/admin/buyout/types/:id", AdminUpdateType),
  withBody("/admin/buyout/manufacturers", AdminCreateManufacturer),
  withBody("/admin/buyout/manufacturers/:id", AdminUpdateManufacturer),
  withQuery("/admin/buyout/models", AdminListModels),
  withBody("/admin/buyout/models", AdminCreateModel),
  withBody("/admin/buyout/models/:id", AdminUpdateModel),
  withBody("/admin/buyout/models/:id/colors", AdminCreateColor),
  withBody("/admin/buyout/colors/:id", AdminUpdateColor),
  withBody("/admin/buyout/models/:id/appraisal-results", AdminCreateResult),
  withBody("/admin/buyout/appraisal-results/:id", AdminUpdateResult),
  withBody("/admin/buyout/models/:id/conditions", AdminCreateCondition),
  withBody("/admin/buyout/conditions/:id", AdminUpdateCondition),
  withBody("/admin/buyout/conditions/:id/choices", AdminCreateChoice),
  withBody("/admin/buyout/choices/:id", AdminUpdateChoice),
  withBody("/admin/buyout/centers", AdminCreateCenter),
  withBody("/admin/buyout/centers/:id", AdminUpdateCenter),
  {
    // multipart/form-data with a `file` field, or JSON { filename, content } (validated in the route: it is one or the other)
    matcher: "/admin/buyout/prices/import",
    methods: ["POST"],
    bodyParser: { sizeLimit: "6mb" },
    middlewares: [priceUpload.single("file")],
  },
]
