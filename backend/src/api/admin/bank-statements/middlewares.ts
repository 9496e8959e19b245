import type { MiddlewareRoute } from "@medusajs/framework/http"
import { csvUploadRoute } from "../../../lib/http/csv-upload"

export const adminBankStatementMiddlewares: MiddlewareRoute[] = [csvUploadRoute("/admin/bank-statements/import")]
