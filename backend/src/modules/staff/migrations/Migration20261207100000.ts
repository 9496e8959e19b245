import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The stores a store-staff member works in. */
export class Migration20261207100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" add column if not exists "stock_location_ids" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" drop column if exists "stock_location_ids";`);
  }

}
