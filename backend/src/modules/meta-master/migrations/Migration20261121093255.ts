import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121093255 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "meta_master" ("id" text not null, "name" text not null, "description" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "meta_master_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_meta_master_deleted_at" ON "meta_master" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "meta_master" cascade;`);
  }

}
