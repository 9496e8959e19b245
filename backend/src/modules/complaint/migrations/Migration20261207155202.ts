import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207155202 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "complaint" ("id" text not null, "sequence" serial, "order_id" text not null, "order_display_id" integer not null, "item_id" text not null, "item_title" text not null, "description" text not null, "remedy" text check ("remedy" in ('repair', 'replacement', 'refund', 'discount')) not null, "method" text check ("method" in ('carrier', 'store')) not null, "store_id" text null, "status" text check ("status" in ('submitted', 'received', 'accepted', 'rejected')) not null default 'submitted', "resolution" text check ("resolution" in ('repair', 'replacement', 'refund', 'discount')) null, "resolution_note" text null, "deadline" text not null, "history" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "complaint_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_complaint_deleted_at" ON "complaint" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_complaint_order_id" ON "complaint" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_complaint_status_deadline" ON "complaint" ("status", "deadline") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "complaint" cascade;`);
  }

}
