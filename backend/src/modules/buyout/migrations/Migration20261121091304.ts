import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121091304 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyout_request" drop constraint if exists "buyout_request_number_unique";`);
    this.addSql(`alter table if exists "buyout_rate_limit" drop constraint if exists "buyout_rate_limit_key_window_start_unique";`);
    this.addSql(`alter table if exists "buyout_quote" drop constraint if exists "buyout_quote_code_unique";`);
    this.addSql(`alter table if exists "buyout_color" drop constraint if exists "buyout_color_device_model_id_slug_unique";`);
    this.addSql(`alter table if exists "buyout_color" drop constraint if exists "buyout_color_value_unique";`);
    this.addSql(`alter table if exists "buyout_device_model" drop constraint if exists "buyout_device_model_value_unique";`);
    this.addSql(`alter table if exists "buyout_manufacturer" drop constraint if exists "buyout_manufacturer_value_unique";`);
    this.addSql(`alter table if exists "buyout_device_type" drop constraint if exists "buyout_device_type_value_unique";`);
    this.addSql(`create table if not exists "buyout_center" ("id" text not null, "name" text not null, "street" text not null, "city" text not null, "postcode" text not null, "country" text not null, "phone" text null, "email" text null, "opening_hours" jsonb not null, "position" integer not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_center_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_center_deleted_at" ON "buyout_center" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_device_type" ("id" text not null, "value" text not null, "label" text not null, "for_buyout" boolean not null default true, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_device_type_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_device_type_value_unique" ON "buyout_device_type" ("value") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_type_deleted_at" ON "buyout_device_type" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_manufacturer" ("id" text not null, "value" text not null, "label" text not null, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_manufacturer_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_manufacturer_value_unique" ON "buyout_manufacturer" ("value") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_manufacturer_deleted_at" ON "buyout_manufacturer" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_device_model" ("id" text not null, "value" text not null, "label" text not null, "position" integer not null default 0, "is_active" boolean not null default true, "minimal_buyout_price" integer not null default 0, "appraisal_version" text not null default '', "device_type_id" text not null, "manufacturer_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_device_model_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_device_model_value_unique" ON "buyout_device_model" ("value") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_model_device_type_id" ON "buyout_device_model" ("device_type_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_model_manufacturer_id" ON "buyout_device_model" ("manufacturer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_model_deleted_at" ON "buyout_device_model" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_device_condition" ("id" text not null, "name" text not null, "type" text check ("type" in ('quality', 'common')) not null default 'quality', "kind" text check ("kind" in ('charger', 'battery')) null, "position" integer not null default 0, "device_model_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_device_condition_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_condition_device_model_id" ON "buyout_device_condition" ("device_model_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_device_condition_deleted_at" ON "buyout_device_condition" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_condition_choice" ("id" serial primary key, "label" text not null, "appraisal_result_id" integer null, "price_correction" integer not null default 0, "position" integer not null default 0, "condition_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null);`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_condition_choice_condition_id" ON "buyout_condition_choice" ("condition_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_condition_choice_deleted_at" ON "buyout_condition_choice" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_color" ("id" text not null, "value" text not null, "slug" text not null, "label" text not null, "image_alt" text not null default '', "hex" text null, "position" integer not null default 0, "device_model_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_color_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_color_value_unique" ON "buyout_color" ("value") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_color_device_model_id" ON "buyout_color" ("device_model_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_color_deleted_at" ON "buyout_color" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_color_device_model_id_slug_unique" ON "buyout_color" ("device_model_id", "slug") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_appraisal_result" ("id" serial primary key, "quality" text check ("quality" in ('A+', 'A', 'B', 'C', 'D')) null, "price" integer not null default 0, "url" text not null default '', "device_model_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null);`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_appraisal_result_device_model_id" ON "buyout_appraisal_result" ("device_model_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_appraisal_result_deleted_at" ON "buyout_appraisal_result" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_quote" ("id" text not null, "code" text not null, "email" text not null, "device_model_id" text not null, "color_id" text not null, "color_value" text not null, "device_condition_choices" jsonb not null, "note" text null, "quality" text not null, "price" integer not null, "currency_code" text not null, "appraisal_version" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_quote_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_quote_code_unique" ON "buyout_quote" ("code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_quote_deleted_at" ON "buyout_quote" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_rate_limit" ("id" text not null, "key" text not null, "window_start" timestamptz not null, "hits" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_rate_limit_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_rate_limit_deleted_at" ON "buyout_rate_limit" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_rate_limit_key_window_start_unique" ON "buyout_rate_limit" ("key", "window_start");`);

    this.addSql(`create table if not exists "buyout_request" ("id" text not null, "display_id" serial, "number" text null, "status" text check ("status" in ('new', 'device_received', 'inspected', 're_offer', 'accepted', 'paid', 'returned', 'cancelled')) not null default 'new', "currency_code" text not null, "device_model_id" text null, "color_id" text null, "device" jsonb not null, "appraisal" jsonb not null, "appraisal_version" text not null, "device_condition_choices" jsonb not null, "quality" text not null, "price" integer not null, "offered_price" integer null, "imei" text null, "serial_number" text null, "note" text null, "first_name" text not null, "last_name" text not null, "degree_before_name" text null, "gender" text not null, "email" text not null, "phone_number" text not null, "street" text not null, "city" text not null, "district" text null, "postcode" text not null, "country" text not null, "nationality" text not null, "place_of_birth" text not null, "identity_released_by" text not null, "identity_valid_to" text not null, "bank_code" text null, "personal_identification_number_encrypted" text not null, "identity_card_number_encrypted" text not null, "bank_account_full_number_encrypted" text not null, "pickup_address" jsonb null, "quote_code" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_request_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_request_deleted_at" ON "buyout_request" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyout_request_number_unique" ON "buyout_request" ("number") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_request_status" ON "buyout_request" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_request_email" ON "buyout_request" ("email") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_pii_reveal" ("id" text not null, "actor_id" text not null, "fields" jsonb not null, "reason" text null, "ip" text null, "buyout_request_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_pii_reveal_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_pii_reveal_buyout_request_id" ON "buyout_pii_reveal" ("buyout_request_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_pii_reveal_deleted_at" ON "buyout_pii_reveal" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "buyout_status_history" ("id" text not null, "from_status" text null, "to_status" text not null, "note" text null, "actor_type" text not null, "actor_id" text null, "offered_price" integer null, "buyout_request_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyout_status_history_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_status_history_buyout_request_id" ON "buyout_status_history" ("buyout_request_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyout_status_history_deleted_at" ON "buyout_status_history" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "buyout_device_model" add constraint "buyout_device_model_device_type_id_foreign" foreign key ("device_type_id") references "buyout_device_type" ("id") on update cascade;`);
    this.addSql(`alter table if exists "buyout_device_model" add constraint "buyout_device_model_manufacturer_id_foreign" foreign key ("manufacturer_id") references "buyout_manufacturer" ("id") on update cascade;`);

    this.addSql(`alter table if exists "buyout_device_condition" add constraint "buyout_device_condition_device_model_id_foreign" foreign key ("device_model_id") references "buyout_device_model" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "buyout_condition_choice" add constraint "buyout_condition_choice_condition_id_foreign" foreign key ("condition_id") references "buyout_device_condition" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "buyout_color" add constraint "buyout_color_device_model_id_foreign" foreign key ("device_model_id") references "buyout_device_model" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "buyout_appraisal_result" add constraint "buyout_appraisal_result_device_model_id_foreign" foreign key ("device_model_id") references "buyout_device_model" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "buyout_pii_reveal" add constraint "buyout_pii_reveal_buyout_request_id_foreign" foreign key ("buyout_request_id") references "buyout_request" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "buyout_status_history" add constraint "buyout_status_history_buyout_request_id_foreign" foreign key ("buyout_request_id") references "buyout_request" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyout_device_model" drop constraint if exists "buyout_device_model_device_type_id_foreign";`);

    this.addSql(`alter table if exists "buyout_device_model" drop constraint if exists "buyout_device_model_manufacturer_id_foreign";`);

    this.addSql(`alter table if exists "buyout_device_condition" drop constraint if exists "buyout_device_condition_device_model_id_foreign";`);

    this.addSql(`alter table if exists "buyout_color" drop constraint if exists "buyout_color_device_model_id_foreign";`);

    this.addSql(`alter table if exists "buyout_appraisal_result" drop constraint if exists "buyout_appraisal_result_device_model_id_foreign";`);

    this.addSql(`alter table if exists "buyout_condition_choice" drop constraint if exists "buyout_condition_choice_condition_id_foreign";`);

    this.addSql(`alter table if exists "buyout_pii_reveal" drop constraint if exists "buyout_pii_reveal_buyout_request_id_foreign";`);

    this.addSql(`alter table if exists "buyout_status_history" drop constraint if exists "buyout_status_history_buyout_request_id_foreign";`);

    this.addSql(`drop table if exists "buyout_center" cascade;`);

    this.addSql(`drop table if exists "buyout_device_type" cascade;`);

    this.addSql(`drop table if exists "buyout_manufacturer" cascade;`);

    this.addSql(`drop table if exists "buyout_device_model" cascade;`);

    this.addSql(`drop table if exists "buyout_device_condition" cascade;`);

    this.addSql(`drop table if exists "buyout_condition_choice" cascade;`);

    this.addSql(`drop table if exists "buyout_color" cascade;`);

    this.addSql(`drop table if exists "buyout_appraisal_result" cascade;`);

    this.addSql(`drop table if exists "buyout_quote" cascade;`);

    this.addSql(`drop table if exists "buyout_rate_limit" cascade;`);

    this.addSql(`drop table if exists "buyout_request" cascade;`);

    this.addSql(`drop table if exists "buyout_pii_reveal" cascade;`);

    this.addSql(`drop table if exists "buyout_status_history" cascade;`);
  }

}
