import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Order numbers without gaps (service.ts): an order Medusa creates gets a provisional negative
 * display_id from a sequence of its own instead of Medusa's, and its number from the series once its
 * checkout has finished. Orders made before start the series after their highest number.
 */
export class Migration20261206050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "order_number_series" ("id" text not null, "last_number" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_number_series_pkey" primary key ("id"));`,
    )
    this.addSql(`insert into "order_number_series" ("id", "last_number") select 'order', coalesce(max("display_id"), 0) from "order" on conflict do nothing;`)
    this.addSql(`create sequence if not exists "order_provisional_display_id_seq";`)
    this.addSql(`alter table "order" alter column "display_id" set default -nextval('order_provisional_display_id_seq');`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order" alter column "display_id" set default nextval('order_display_id_seq');`)
    this.addSql(`drop sequence if exists "order_provisional_display_id_seq";`)
    this.addSql(`drop table if exists "order_number_series" cascade;`)
  }
}
