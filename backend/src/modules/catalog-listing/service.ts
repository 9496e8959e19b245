/**
 * Nothing to call: the read model is one table written and read in bulk SQL
 * through the application's connection (lib/catalog), which Medusa's
 * generated CRUD service would only slow down.
 */
export default class CatalogListingModuleService {}
