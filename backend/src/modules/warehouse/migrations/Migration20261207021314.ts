import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261207021314 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "stock_movement" drop constraint if exists "stock_movement_source_id_inventory_item_id_unique";`)
    // Sales recorded a row per order line before: one row per order and item now, with the lines' sum.
    this.addSql(`with merged as (
      select source_id, inventory_item_id, min(id) as kept, sum(quantity) as quantity from "stock_movement"
       where deleted_at is null and kind = 'sold' group by source_id, inventory_item_id having count(*) > 1)
      update "stock_movement" m set quantity = case when m.id = merged.kept then merged.quantity else m.quantity end,
             deleted_at = case when m.id = merged.kept then null else now() end
        from merged where m.source_id = merged.source_id and m.inventory_item_id = merged.inventory_item_id
         and m.kind = 'sold' and m.deleted_at is null;`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_stock_movement_source_id_inventory_item_id_unique" ON "stock_movement" ("source_id", "inventory_item_id") WHERE deleted_at IS NULL AND kind = 'sold';`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_stock_movement_source_id_inventory_item_id_unique";`)
  }
}
