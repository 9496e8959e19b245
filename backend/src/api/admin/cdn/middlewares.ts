import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withBody } from "../../hardening"
import { PurgeBody } from "./validators"

export const cdnMiddlewares: MiddlewareRoute[] = [withBody("/admin/cdn/purge", PurgeBody)]
