import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** An insurance restricted to particular products (null: every device of its type). */
export class Migration20261127094500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "item_extra" add column if not exists "product_ids" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "item_extra" drop column if exists "product_ids";`);
  }

}
