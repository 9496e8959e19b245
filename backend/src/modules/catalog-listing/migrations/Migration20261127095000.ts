import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The admin's bulk category grid (api/admin/product-categories-bulk/grid-query.ts) pages, searches and
 * filters Medusa's product table; with 100,000 products each ask scanned it. Its orders, its text search
 * (ILIKE on title and handle: pg_trgm, which the Search module's PostgreSQL provider enables) and its
 * metadata filters get indexes. Created here, beside the catalogue's other read indexes, not in the
 * product module Medusa owns.
 */
export class Migration20261127095000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "IDX_product_grid_title" on "product" ("title", "id") where "deleted_at" is null;`)
    this.addSql(`create index if not exists "IDX_product_grid_created" on "product" ("created_at" desc, "id") where "deleted_at" is null;`)
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`create index if not exists "IDX_product_grid_title_trgm" on "product" using gin ("title" gin_trgm_ops) where "deleted_at" is null;`)
    this.addSql(`create index if not exists "IDX_product_grid_handle_trgm" on "product" using gin ("handle" gin_trgm_ops) where "deleted_at" is null;`)
    for (const key of ["manufacturer", "device_type", "quality"]) {
      this.addSql(`create index if not exists "IDX_product_grid_${key}" on "product" (("metadata"->>'${key}')) where "deleted_at" is null;`)
    }
  }

  override async down(): Promise<void> {
    for (const name of ["title", "created", "title_trgm", "handle_trgm", "manufacturer", "device_type", "quality"]) {
      this.addSql(`drop index if exists "IDX_product_grid_${name}";`)
    }
  }
}
