import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126152536 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "service_part_option" drop constraint if exists "service_part_option_operation_id_quality_unique";`);
    this.addSql(`alter table if exists "service_order" drop constraint if exists "service_order_number_unique";`);
    this.addSql(`create table if not exists "service_operation" ("id" text not null, "device_model_id" text not null, "color_id" text null, "code" text check ("code" in ('display', 'battery', 'back_glass', 'charging_port', 'camera', 'software', 'other')) not null default 'other', "name" text not null, "description" text not null default '', "price" integer not null default 0, "duration_minutes" integer not null default 60, "is_available" boolean not null default true, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "service_operation_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_operation_deleted_at" ON "service_operation" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_operation_device_model_id" ON "service_operation" ("device_model_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "service_order" ("id" text not null, "display_id" serial, "number" text null, "status" text check ("status" in ('new', 'received', 'in_repair', 'ready', 'completed', 'cancelled')) not null default 'new', "currency_code" text not null, "device_model_id" text not null, "color_id" text null, "device" jsonb not null, "imei" text null, "serial_number" text null, "operations" jsonb not null, "total" integer not null, "first_name" text not null, "last_name" text not null, "email" text not null, "phone" text not null, "handover" text check ("handover" in ('drop_off', 'courier')) not null, "center_id" text null, "center" jsonb null, "pickup_address" jsonb null, "note" text null, "search_text" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "service_order_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_order_deleted_at" ON "service_order" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_service_order_number_unique" ON "service_order" ("number") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_order_status" ON "service_order" ("status") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "service_order_status_history" ("id" text not null, "from_status" text null, "to_status" text not null, "note" text null, "actor_type" text not null, "actor_id" text null, "service_order_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "service_order_status_history_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_order_status_history_service_order_id" ON "service_order_status_history" ("service_order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_order_status_history_deleted_at" ON "service_order_status_history" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "service_part_option" ("id" text not null, "quality" text check ("quality" in ('original', 'compatible')) not null, "price" integer not null, "warranty_months" integer not null default 6, "is_available" boolean not null default true, "operation_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "service_part_option_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_part_option_operation_id" ON "service_part_option" ("operation_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_service_part_option_deleted_at" ON "service_part_option" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_service_part_option_operation_id_quality_unique" ON "service_part_option" ("operation_id", "quality") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "service_order_status_history" add constraint "service_order_status_history_service_order_id_foreign" foreign key ("service_order_id") references "service_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "service_part_option" add constraint "service_part_option_operation_id_foreign" foreign key ("operation_id") references "service_operation" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "service_part_option" drop constraint if exists "service_part_option_operation_id_foreign";`);

    this.addSql(`alter table if exists "service_order_status_history" drop constraint if exists "service_order_status_history_service_order_id_foreign";`);

    this.addSql(`drop table if exists "service_operation" cascade;`);

    this.addSql(`drop table if exists "service_order" cascade;`);

    this.addSql(`drop table if exists "service_order_status_history" cascade;`);

    this.addSql(`drop table if exists "service_part_option" cascade;`);
  }

}
