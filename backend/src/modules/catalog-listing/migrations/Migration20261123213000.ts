import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * One row per product, region and sales channel: what the listing filters,
 * facets and sorts on, plus the product card exactly as the store answers it
 * (`card`, with the variants' calculated prices and sellable quantities).
 * `category_ids` holds the product's own categories; the listing resolves a
 * category's sub-tree at query time, so moving a category needs no refresh.
 */
export class Migration20261123213000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "catalog_listing" (
      "product_id" text not null,
      "region_id" text not null,
      "sales_channel_id" text not null,
      "currency_code" text not null,
      "title" text not null,
      "manufacturer" text null,
      "quality" text null,
      "popularity" integer null,
      "min_price" numeric null,
      "product_created_at" timestamptz not null,
      "category_ids" text[] not null default '{}',
      "card" jsonb not null,
      "refreshed_at" timestamptz not null default now(),
      constraint "catalog_listing_pkey" primary key ("region_id", "sales_channel_id", "product_id")
    );`)
    // The card (1–3 kB of JSON) goes out of line into TOAST: the heap keeps the narrow columns the
    // filters, facets and sorts scan, and only the page's few cards are read from TOAST. Those
    // columns stay plain (never compressed nor moved out), or sorting by title would detoast each row.
    this.addSql(`alter table "catalog_listing" set (toast_tuple_target = 128);`)
    this.addSql(`alter table "catalog_listing" alter column "card" set storage external;`)
    for (const column of ["product_id", "region_id", "sales_channel_id", "currency_code", "title", "manufacturer", "quality", "min_price", "category_ids"]) {
      this.addSql(`alter table "catalog_listing" alter column "${column}" set storage plain;`)
    }
    this.addSql(`create index if not exists "IDX_catalog_listing_product_id" on "catalog_listing" ("product_id");`)
    this.addSql(`create index if not exists "IDX_catalog_listing_category_ids" on "catalog_listing" using gin ("category_ids");`)
    this.addSql(`create index if not exists "IDX_catalog_listing_popular" on "catalog_listing" ("region_id", "sales_channel_id", "popularity" desc nulls last, "title");`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog_listing" cascade;`)
  }
}
