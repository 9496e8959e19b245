import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "barem" ("id" text not null, "partner" text check ("partner" in ('home_credit', 'cofidis', 'essox', 'tbi')) not null, "name" text not null, "months" integer not null, "min_amount" integer not null, "max_amount" integer not null, "interest_rate" real not null, "fee_fixed" integer not null default 0, "fee_monthly" integer not null default 0, "valid_from" timestamptz null, "valid_to" timestamptz null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "barem_pkey" primary key ("id"), constraint "barem_max_amount_check" check ("max_amount" >= "min_amount"), constraint "barem_months_check" check ("months" BETWEEN 1 AND 120));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_barem_deleted_at" ON "barem" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_barem_is_active_min_amount_max_amount" ON "barem" ("is_active", "min_amount", "max_amount") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "barem" cascade;`);
  }

}
