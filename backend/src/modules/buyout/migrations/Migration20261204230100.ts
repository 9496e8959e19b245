import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The rate-limit counters moved to their own module (src/modules/rate-limit); counts of minutes ago need no copy. */
export class Migration20261204230100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop table if exists "buyout_rate_limit" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table if not exists "buyout_rate_limit" ("id" text not null, "key" text not null, "window_start" timestamptz not null, "hits" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_rate_limit_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_rate_limit_deleted_at" ON "buyout_rate_limit" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_rate_limit_key_window_start_unique" ON "buyout_rate_limit" ("key", "window_start");`);
  }

}
