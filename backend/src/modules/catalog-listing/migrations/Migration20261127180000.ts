import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The admin grid's "sold out" and "without a category" filters from a row per product (lib/catalog/product-state.ts)
 * instead of a walk through every product's variants, stock levels and assignments. Each filter reads the few
 * products it keeps from a partial index. Filled at start-up (lib/catalog/listing-catch-up.ts), not here: the link
 * tables between variants and inventory items do not exist yet when a new database runs this.
 */
export class Migration20261127180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "catalog_product_state" (
      "product_id" text not null primary key,
      "in_stock" boolean not null,
      "categorized" boolean not null
    );`)
    this.addSql(`create index if not exists "IDX_catalog_product_state_sold_out" on "catalog_product_state" ("product_id") where not "in_stock";`)
    this.addSql(`create index if not exists "IDX_catalog_product_state_uncategorized" on "catalog_product_state" ("product_id") where not "categorized";`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog_product_state";`)
  }
}
