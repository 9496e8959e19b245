import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import MeilisearchSearchProviderService from "./service"

/** Search provider of Medusa's Search module on Meilisearch (MEILISEARCH_HOST; docs/search.md). */
export default ModuleProvider(Modules.SEARCH, { services: [MeilisearchSearchProviderService] })
