import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207022847 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "box" drop constraint if exists "box_name_unique";`);
    this.addSql(`create table if not exists "box" ("id" text not null, "name" text not null, "length_cm" integer not null, "width_cm" integer not null, "height_cm" integer not null, "weight_g" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "box_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_box_deleted_at" ON "box" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_box_name_unique" ON "box" ("name") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "box" cascade;`);
  }

}
