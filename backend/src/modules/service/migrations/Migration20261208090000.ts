import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Marks a repair order whose customer's personal data the retention job has erased. */
export class Migration20261208090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "service_order" add column if not exists "personal_data_erased_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "service_order" drop column if exists "personal_data_erased_at";`);
  }

}
