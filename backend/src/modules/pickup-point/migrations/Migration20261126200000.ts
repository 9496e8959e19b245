import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126200000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "pickup_point" ("id" text not null, "carrier" text check ("carrier" in ('packeta', 'dpd', 'sameday')) not null, "external_id" text not null, "country" text not null, "name" text not null, "street" text not null, "city" text not null, "zip" text not null, "latitude" real not null, "longitude" real not null, "opening_hours" text null, "status" text check ("status" in ('active', 'full', 'unavailable')) not null default 'active', "search_text" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pickup_point_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pickup_point_deleted_at" ON "pickup_point" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pickup_point_carrier_external_id_unique" ON "pickup_point" ("carrier", "external_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pickup_point_country_status" ON "pickup_point" ("country", "status") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pickup_point" cascade;`);
  }

}
