import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { fillCategoryFacetsSql, fillCategoryMembersSql } from "../../../lib/catalog/listing-categories"

/**
 * The category page's miss without scanning the category (issue 9, 100,000 products):
 * - `catalog_listing_category`: one narrow row per listing row and category the product shows in (its own
 *   categories and their active ancestors), so a category is an equality and each sort an index in the
 *   page's order, which already holds the filtered columns: a page is read by index, about its own rows.
 * - `catalog_category_facets`: per category the products, price range and counts by quality and
 *   manufacturer and price band, so a page counts and facets from those rows, and under a price filter
 *   counts one by one only the products of the bands its bounds cut.
 * Both are written with the listing rows (lib/catalog/listing-categories.ts); filled here from the rows there are.
 */
export class Migration20261127094000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "catalog_listing_category" (
      "region_id" text not null,
      "sales_channel_id" text not null,
      "category_id" text not null,
      "product_id" text not null,
      "title" text not null,
      "manufacturer" text null,
      "quality" text null,
      "popularity" integer null,
      "min_price" numeric null,
      "price_band" integer null,
      "product_created_at" timestamptz not null,
      constraint "catalog_listing_category_pkey" primary key ("region_id", "sales_channel_id", "category_id", "product_id"),
      constraint "catalog_listing_category_row_fkey" foreign key ("region_id", "sales_channel_id", "product_id")
        references "catalog_listing" ("region_id", "sales_channel_id", "product_id") on delete cascade
    );`)
    this.addSql(`create index if not exists "IDX_catalog_listing_category_product" on "catalog_listing_category" ("product_id");`)
    // One per sort of listing-query.ts (same order, so no sort at query time); INCLUDE lets the filters run on the index alone.
    const include = `include ("quality", "manufacturer", "min_price")`
    const sorts: Record<string, string> = {
      popular: `"popularity" desc nulls last, "title", "product_id"`,
      price_asc: `"min_price" asc nulls last, "title", "product_id"`,
      price_desc: `"min_price" desc nulls last, "title", "product_id"`,
      newest: `"product_created_at" desc, "title", "product_id"`,
      name: `"title", "product_id"`,
    }
    for (const [name, order] of Object.entries(sorts)) {
      this.addSql(`create index if not exists "IDX_catalog_listing_category_${name}" on "catalog_listing_category"
        ("region_id", "sales_channel_id", "category_id", ${order}) ${include};`)
    }
    // Counts and facets under a price filter: per quality a price range, read on the index alone.
    this.addSql(`create index if not exists "IDX_catalog_listing_category_quality_price" on "catalog_listing_category"
      ("region_id", "sales_channel_id", "category_id", "quality", "min_price") include ("manufacturer", "price_band");`)
    this.addSql(`create index if not exists "IDX_catalog_listing_category_price" on "catalog_listing_category"
      ("region_id", "sales_channel_id", "category_id", "min_price") include ("quality", "manufacturer", "price_band");`)

    this.addSql(`create table if not exists "catalog_category_facets" (
      "region_id" text not null,
      "sales_channel_id" text not null,
      "category_id" text not null,
      "quality" text null,
      "manufacturer" text null,
      "price_band" integer null,
      "products" integer not null,
      "min_price" numeric null,
      "max_price" numeric null
    );`)
    this.addSql(`create index if not exists "IDX_catalog_category_facets" on "catalog_category_facets" ("region_id", "sales_channel_id", "category_id");`)
    this.addSql(`create index if not exists "IDX_catalog_category_facets_category" on "catalog_category_facets" ("category_id");`)

    this.addSql(fillCategoryMembersSql("true"))
    this.addSql(fillCategoryFacetsSql("true"))
    this.addSql(`analyze "catalog_listing_category"; analyze "catalog_category_facets";`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog_category_facets" cascade;`)
    this.addSql(`drop table if exists "catalog_listing_category" cascade;`)
  }
}
