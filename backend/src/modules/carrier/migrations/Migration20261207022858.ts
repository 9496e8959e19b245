import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261207022858 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "parcel" add column if not exists "length_cm" integer null, add column if not exists "width_cm" integer null, add column if not exists "height_cm" integer null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_parcel_tracking_number" ON "parcel" ("tracking_number") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_parcel_tracking_number";`);
    this.addSql(`alter table if exists "parcel" drop column if exists "length_cm", drop column if exists "width_cm", drop column if exists "height_cm";`);
  }

}
