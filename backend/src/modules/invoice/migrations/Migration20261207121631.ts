import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207121631 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "invoice" add column if not exists "corrects_invoice_id" text null, add column if not exists "reason" text check ("reason" in ('cancellation', 'return', 'price_correction')) null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_corrects_invoice_id" ON "invoice" ("corrects_invoice_id") WHERE corrects_invoice_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_invoice_corrects_invoice_id";`);
    this.addSql(`alter table if exists "invoice" drop column if exists "corrects_invoice_id", drop column if exists "reason";`);
  }

}
