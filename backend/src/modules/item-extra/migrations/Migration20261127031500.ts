import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127031500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "item_extra" ("id" text not null, "kind" text check ("kind" in ('warranty', 'insurance')) not null, "name" text not null, "device_type" text not null, "months" integer null, "price" integer not null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "item_extra_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_item_extra_deleted_at" ON "item_extra" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_item_extra_device_type" ON "item_extra" ("device_type") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "item_extra" cascade;`);
  }

}
