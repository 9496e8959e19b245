import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207053230 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "invoice" drop constraint if exists "invoice_order_id_unique";`);
    this.addSql(`alter table if exists "invoice" drop constraint if exists "invoice_number_unique";`);
    this.addSql(`create table if not exists "invoice" ("id" text not null, "kind" text check ("kind" in ('invoice', 'credit_note')) not null default 'invoice', "order_id" text not null, "order_display_id" integer not null, "series" text not null, "sequence" integer not null, "number" text not null, "issued_on" text not null, "supply_on" text not null, "currency_code" text not null, "total" numeric not null, "second_hand" boolean not null default false, "document_encrypted" text not null, "raw_total" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "invoice_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_deleted_at" ON "invoice" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_number_unique" ON "invoice" ("number") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_order_id_unique" ON "invoice" ("order_id") WHERE kind = 'invoice' AND deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_issued_on" ON "invoice" ("issued_on") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "invoice_series" ("id" text not null, "last_number" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "invoice_series_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_series_deleted_at" ON "invoice_series" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice" cascade;`);

    this.addSql(`drop table if exists "invoice_series" cascade;`);
  }

}
