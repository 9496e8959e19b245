import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261205120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "staff_member" ("id" text not null, "user_id" text not null, "roles" text[] not null, "deactivated_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "staff_member_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_staff_member_deleted_at" ON "staff_member" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_staff_member_user_id_unique" ON "staff_member" ("user_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_member" cascade;`);
  }

}
