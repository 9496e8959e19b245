import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121093226 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "type_category" ("id" text not null, "seo_name" text null, "for_display" boolean not null default true, "for_buyout" boolean not null default false, "for_service" boolean not null default false, "filterable" boolean not null default false, "manufacturers" jsonb not null default '[]', "photo" text null, "type_device" text null, "url_path" text null, "meilisearch_boost" text not null default '1', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "type_category_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_type_category_deleted_at" ON "type_category" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "type_category" cascade;`);
  }

}
