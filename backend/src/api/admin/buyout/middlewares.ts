import type { MiddlewareRoute } from "@medusajs/framework/http"
import { csvUploadRoute } from "../../../lib/http/csv-upload"
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
  csvUploadRoute("/admin/buyout/prices/import"),
]
