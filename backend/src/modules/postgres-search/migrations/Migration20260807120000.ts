// Medusa's provider's own migration (extensions, text search configuration, index catalogue): a provider's
// migrations are read from its module's folder, and this module stands in for Medusa's.
export { Migration20260807120000 } from "@medusajs/search-postgres/dist/migrations/Migration20260807120000"
