import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Marks a sale whose seller's personal data the retention job has erased; drops `quote_code`, which nothing ever wrote. */
export class Migration20261207090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_request" add column if not exists "personal_data_erased_at" timestamptz null, drop column if exists "quote_code";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_request" drop column if exists "personal_data_erased_at", add column if not exists "quote_code" text null;`);
  }

}
