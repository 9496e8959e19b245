import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminUpdateStaffMemberSchema } from "@electroshop/contracts/staff"
import { withBody } from "../../hardening"

export const adminStaffMiddlewares: MiddlewareRoute[] = [withBody("/admin/staff/:user_id", AdminUpdateStaffMemberSchema)]
