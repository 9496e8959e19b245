import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207153213 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "invoice" add column if not exists "return_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_return_id" ON "invoice" ("return_id") WHERE return_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_invoice_return_id";`);
    this.addSql(`alter table if exists "invoice" drop column if exists "return_id";`);
  }

}
