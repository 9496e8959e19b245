import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207084334 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "invoice" add column if not exists "efactura_state" text check ("efactura_state" in ('in_progress', 'created', 'not_created')) null, add column if not exists "efactura_upload_id" text null, add column if not exists "efactura_download_id" text null, add column if not exists "efactura_errors" jsonb null, add column if not exists "efactura_sent_at" timestamptz null, add column if not exists "efactura_response_encrypted" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_efactura_state" ON "invoice" ("efactura_state") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_invoice_efactura_state";`);
    this.addSql(`alter table if exists "invoice" drop column if exists "efactura_state", drop column if exists "efactura_upload_id", drop column if exists "efactura_download_id", drop column if exists "efactura_errors", drop column if exists "efactura_sent_at", drop column if exists "efactura_response_encrypted";`);
  }

}
