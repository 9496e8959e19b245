import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "special_offer" ("id" text not null, "product_id" text not null, "kind" text check ("kind" in ('badge', 'gift')) not null, "label" text not null, "gift_product_id" text null, "valid_from" timestamptz null, "valid_to" timestamptz null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "special_offer_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_special_offer_deleted_at" ON "special_offer" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_special_offer_product_id" ON "special_offer" ("product_id") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "special_offer" cascade;`)
  }
}
