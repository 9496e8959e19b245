import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121095956 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_device_model" add column if not exists "max_bonus_percent" integer null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_device_model" drop column if exists "max_bonus_percent";`);
  }

}
