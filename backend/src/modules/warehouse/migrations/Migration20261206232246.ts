import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261206232246 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "stock_movement" ("id" text not null, "inventory_item_id" text not null, "stock_location_id" text null, "kind" text check ("kind" in ('sold', 'received')) not null, "quantity" integer not null, "occurred_at" timestamptz not null, "source_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "stock_movement_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_deleted_at" ON "stock_movement" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_occurred_at_inventory_item_id" ON "stock_movement" ("occurred_at", "inventory_item_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_source_id" ON "stock_movement" ("source_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stock_movement" cascade;`);
  }

}
