import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126152545 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_center" add column if not exists "offers_buyout" boolean not null default true, add column if not exists "offers_service" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_center" drop column if exists "offers_buyout", drop column if exists "offers_service";`);
  }

}
