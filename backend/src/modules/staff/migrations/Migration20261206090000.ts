import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261206090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" add column if not exists "last_login_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "staff_member" drop column if exists "last_login_at";`);
  }

}
