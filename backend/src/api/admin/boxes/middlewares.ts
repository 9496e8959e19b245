import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateBoxSchema, AdminUpdateBoxSchema } from "@electroshop/contracts/warehouse"
import { withBody } from "../../hardening"

export const adminBoxesMiddlewares: MiddlewareRoute[] = [withBody("/admin/boxes", AdminCreateBoxSchema), withBody("/admin/boxes/:id", AdminUpdateBoxSchema)]
