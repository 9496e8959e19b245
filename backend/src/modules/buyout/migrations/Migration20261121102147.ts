import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121102147 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_device_type" add column if not exists "type_device" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_device_type" drop column if exists "type_device";`);
  }

}
