import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OrderedPostgresSearchService } from "./service"

/** Medusa's PostgreSQL search provider with B-tree indexes for the shop's search orders (service.ts). */
export default ModuleProvider(Modules.SEARCH, { services: [OrderedPostgresSearchService] })
