import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127020000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "delivery_timeslot" ("id" text not null, "weekday" integer null, "date" text null, "from_time" text not null, "to_time" text not null, "capacity" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "delivery_timeslot_pkey" primary key ("id"), constraint "delivery_timeslot_order_check" check ("to_time" > "from_time"), constraint "delivery_timeslot_weekday_check" check ("weekday" BETWEEN 1 AND 7));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_timeslot_deleted_at" ON "delivery_timeslot" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_timeslot_weekday" ON "delivery_timeslot" ("weekday") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_timeslot_date" ON "delivery_timeslot" ("date") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "delivery_timeslot" cascade;`);
  }

}
