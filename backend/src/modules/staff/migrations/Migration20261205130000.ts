import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261205130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "staff_audit_entry" ("id" text not null, "actor_id" text not null, "action" text not null, "method" text not null, "path" text not null, "ip" text null, "details" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "staff_audit_entry_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_staff_audit_entry_deleted_at" ON "staff_audit_entry" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_staff_audit_entry_created_at" ON "staff_audit_entry" ("created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_staff_audit_entry_action_created_at" ON "staff_audit_entry" ("action", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_staff_audit_entry_actor_id_created_at" ON "staff_audit_entry" ("actor_id", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_audit_entry" cascade;`);
  }

}
