import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261204230000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "rate_limit_counter" ("id" text not null, "key" text not null, "window_start" timestamptz not null, "hits" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "rate_limit_counter_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_rate_limit_counter_deleted_at" ON "rate_limit_counter" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_rate_limit_counter_key_window_start_unique" ON "rate_limit_counter" ("key", "window_start");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
  }

}
